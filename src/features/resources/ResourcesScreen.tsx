import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../components/data/LoadErrorAlert';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import {
  RESOURCE_TYPES,
  RESOURCE_TYPE_DETAILS,
  isResourceType,
  sortedResourceSubtypes,
  type ResourceSubtypeDefinition,
  type ResourceType,
} from '../../reference/resources';
import { useSessionStore } from '../../store/session';
import type { Resource } from '../../types/resources';
import { ResourceCard } from './ResourceCard';
import { ResourcePreviewDialog } from './ResourcePreviewDialog';
import { byNewest, subtypeLabel, typeLabel } from './labels';
import { filterResources } from './search';
import { useResourceLibrary } from './useResources';

/** /resources/{type} for a type that does not exist. */
function UnknownType({ type }: { type: string }) {
  return (
    <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title="Page not found" />
      <EmptyState
        icon="explore_off"
        title={`There are no ${type} resources`}
        message="The resource library has marketing, sales and engineering resources."
        action={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            {RESOURCE_TYPES.map((known, index) => (
              <Button key={known} component={RouterLink} to={`/resources/${known}`} variant={index === 0 ? 'contained' : 'text'}>
                {typeLabel(known)} Resources
              </Button>
            ))}
          </Stack>
        }
      />
    </Stack>
  );
}

/** A tile's narrowest and widest; sections are sized in tiles. */
const TILE_MIN = '15rem';
const TILE_MAX = '22rem';
const TILE_GAP_PX = 16;

/** A section's tiles, as many to a row as its width holds. */
const TILE_GRID = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: `${TILE_GAP_PX}px`,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${TILE_MIN}), 1fr))`,
} as const;

/** The width of `count` tiles of `tile` width side by side. */
const tilesWidth = (count: number, tile: string) => `calc(${count} * ${tile} + ${(count - 1) * TILE_GAP_PX}px)`;

/**
 * Sections share rows: each is as wide as its tiles and may grow, in proportion to them, up to its tiles at their
 * widest (or the whole row), so a subtype of two files sits beside the next one instead of alone on a row.
 */
function sectionWidth(count: number) {
  return {
    flexGrow: count,
    flexShrink: 1,
    flexBasis: tilesWidth(count, TILE_MIN),
    maxWidth: `min(100%, ${tilesWidth(count, TILE_MAX)})`,
    minWidth: 0,
  } as const;
}

function SubtypeSection({
  subtype,
  resources,
  canEdit,
  onPreview,
}: {
  subtype: ResourceSubtypeDefinition;
  resources: Resource[];
  canEdit: boolean;
  onPreview: (resource: Resource, url: string) => void;
}) {
  const headingId = useId();
  const label = subtypeLabel(subtype.name);
  return (
    <Box component="section" aria-labelledby={headingId} sx={sectionWidth(resources.length)}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {countText(resources.length)}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {subtype.description}
      </Typography>
      <Box component="ul" sx={TILE_GRID} aria-label={`${label} files`}>
        {resources.map((resource) => (
          <li key={resource.id}>
            <ResourceCard resource={resource} canEdit={canEdit} onPreview={onPreview} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The subtypes with nothing published yet, in one short list after the files, so they take no room among them. */
function EmptySubtypes({ subtypes }: { subtypes: ResourceSubtypeDefinition[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        Not Yet Published
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Nothing is published in these sections yet.
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' }}>
        {subtypes.map((subtype) => (
          <div key={subtype.name}>
            <Typography component="dt" variant="subtitle2">
              {subtypeLabel(subtype.name)}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {subtype.description}
            </Typography>
          </div>
        ))}
      </Box>
    </Box>
  );
}

function countText(count: number): string {
  return count === 1 ? '1 resource' : `${count} resources`;
}

function ResourceLibrary({ type }: { type: ResourceType }) {
  const details = RESOURCE_TYPE_DETAILS[type];
  const isAdmin = useSessionStore((state) => state.currentUser?.data.admin === true);
  const { state, reload } = useResourceLibrary(type);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  // Kept while the dialog closes, so its content does not vanish before it does.
  const [preview, setPreview] = useState<{ resource: Resource; url: string; open: boolean } | null>(null);
  const subtypes = useMemo(() => sortedResourceSubtypes(type), [type]);
  const searching = deferredSearch.trim() !== '';
  const found = useMemo(
    () => (state.status === 'ready' ? filterResources(state.value, deferredSearch) : []),
    [state, deferredSearch],
  );
  const title = `${typeLabel(type)} Resources`;

  const sections = subtypes
    .map((subtype) => ({ subtype, resources: found.filter((resource) => resource.subtype === subtype.name).sort(byNewest) }))
    .filter((section) => section.resources.length > 0);
  const empty = searching ? [] : subtypes.filter((subtype) => !sections.some((section) => section.subtype === subtype));

  return (
    <Stack>
      <PageHeader
        title={title}
        subtitle={details.description}
        actions={
          isAdmin ? (
            <Button
              component={RouterLink}
              to={`/admin/resources/add?type=${type}`}
              variant="contained"
              startIcon={<Icon aria-hidden="true">add</Icon>}
            >
              Add Resource
            </Button>
          ) : null
        }
      />
      <Typography sx={{ mt: -2, mb: 3 }}>
        Questions about these resources? Write to{' '}
        <Link href={`mailto:${details.contact}?subject=${encodeURIComponent(title)}`}>{details.contact}</Link>.
      </Typography>

      <TextField
        type="search"
        label="Search resources"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        helperText="Finds titles, descriptions and subtypes containing every word typed."
        sx={{ mb: 1, maxWidth: 560 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Icon aria-hidden="true">search</Icon>
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 3, minHeight: '1.5em' }}>
        {state.status === 'ready' && searching ? `${countText(found.length)} found.` : ''}
      </Typography>

      {state.status === 'loading' ? (
        <LoadingState label={`Loading ${type} resources…`} />
      ) : state.status === 'error' ? (
        <LoadErrorAlert what="resources" onRetry={reload} retryLabel="Try Again" />
      ) : searching && found.length === 0 ? (
        <EmptyState
          icon="search_off"
          title="No resources match your search"
          message={`Nothing among the ${type} resources contains “${deferredSearch.trim()}”.`}
          action={<Button onClick={() => setSearch('')}>Clear Search</Button>}
        />
      ) : sections.length === 0 ? (
        <Stack spacing={4}>
          <EmptyState
            icon="folder_open"
            title={`No ${type} resources yet`}
            message={isAdmin ? 'Publish the first one with Add Resource.' : 'Files published here will be listed by section.'}
          />
          <EmptySubtypes subtypes={empty} />
        </Stack>
      ) : (
        <Stack spacing={5}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 4, alignItems: 'flex-start' }}>
            {sections.map(({ subtype, resources }) => (
              <SubtypeSection
                key={subtype.name}
                subtype={subtype}
                resources={resources}
                canEdit={isAdmin}
                onPreview={(resource, url) => setPreview({ resource, url, open: true })}
              />
            ))}
          </Box>
          {empty.length > 0 ? <EmptySubtypes subtypes={empty} /> : null}
        </Stack>
      )}

      {preview ? (
        <ResourcePreviewDialog
          open={preview.open}
          resource={preview.resource}
          url={preview.url}
          onClose={() => setPreview((current) => current && { ...current, open: false })}
        />
      ) : null}
    </Stack>
  );
}

/**
 * /resources/{type}: a type's library, by subtype, each a grid of file tiles as wide as the page, newest first, with
 * search, preview and download; admins add and edit. Subtypes with nothing published are listed once, at the end.
 */
export default function ResourcesScreen() {
  const { type = '' } = useParams();
  if (!isResourceType(type)) return <UnknownType type={type} />;
  return <ResourceLibrary key={type} type={type} />;
}
