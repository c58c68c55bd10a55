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
import { useNamespaces, useT } from '../../i18n/hooks';
import { Message } from '../../i18n/Message';
import { useFormat } from '../../i18n/useFormat';
import { resourceSubtypeDescriptionText, resourceTypeDescriptionText, subtypesByName } from '../../reference/labels/resources';
import {
  RESOURCE_TYPES,
  RESOURCE_TYPE_DETAILS,
  isResourceType,
  type ResourceSubtypeDefinition,
  type ResourceType,
} from '../../reference/resources';
import { useSessionStore } from '../../store/session';
import type { Resource } from '../../types/resources';
import { ResourceCard } from './ResourceCard';
import { ResourcePreviewDialog } from './ResourcePreviewDialog';
import { byNewest, subtypeLabel } from './labels';
import { filterResources } from './search';
import { useResourceLibrary } from './useResources';

/** /resources/{type} for a type that does not exist. */
function UnknownType({ type }: { type: string }) {
  const t = useT();
  return (
    <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={t('resources.unknown.title')} />
      <EmptyState
        icon="explore_off"
        title={t('resources.unknown.message', { type })}
        message={t('resources.unknown.hint')}
        action={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            {RESOURCE_TYPES.map((known, index) => (
              <Button key={known} component={RouterLink} to={`/resources/${known}`} variant={index === 0 ? 'contained' : 'text'}>
                {t('resources.library.title', { type: known })}
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
  const t = useT();
  const headingId = useId();
  const label = subtypeLabel(subtype.name, t);
  return (
    <Box component="section" aria-labelledby={headingId} sx={sectionWidth(resources.length)}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('resources.library.count', { count: resources.length })}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {resourceSubtypeDescriptionText(subtype.name, t)}
      </Typography>
      <Box component="ul" sx={TILE_GRID} aria-label={t('resources.library.files', { subtype: label })}>
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
  const t = useT();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('resources.library.notYetPublished')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('resources.library.notYetPublishedHint')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' }}>
        {subtypes.map((subtype) => (
          <div key={subtype.name}>
            <Typography component="dt" variant="subtitle2">
              {subtypeLabel(subtype.name, t)}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {resourceSubtypeDescriptionText(subtype.name, t)}
            </Typography>
          </div>
        ))}
      </Box>
    </Box>
  );
}

function ResourceLibrary({ type }: { type: ResourceType }) {
  const t = useT();
  const details = RESOURCE_TYPE_DETAILS[type];
  const isAdmin = useSessionStore((state) => state.currentUser?.data.admin === true);
  const { state, reload } = useResourceLibrary(type);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  // Kept while the dialog closes, so its content does not vanish before it does.
  const [preview, setPreview] = useState<{ resource: Resource; url: string; open: boolean } | null>(null);
  const { locale } = useFormat();
  const subtypes = useMemo(() => subtypesByName(type, t, locale), [type, t, locale]);
  const searching = deferredSearch.trim() !== '';
  const found = useMemo(
    () => (state.status === 'ready' ? filterResources(state.value, deferredSearch, t) : []),
    [state, deferredSearch, t],
  );
  const title = t('resources.library.title', { type });

  const sections = subtypes
    .map((subtype) => ({ subtype, resources: found.filter((resource) => resource.subtype === subtype.name).sort(byNewest) }))
    .filter((section) => section.resources.length > 0);
  const empty = searching ? [] : subtypes.filter((subtype) => !sections.some((section) => section.subtype === subtype));

  return (
    <Stack>
      <PageHeader
        title={title}
        subtitle={resourceTypeDescriptionText(type, t)}
        actions={
          isAdmin ? (
            <Button
              component={RouterLink}
              to={`/admin/resources/add?type=${type}`}
              variant="contained"
              startIcon={<Icon aria-hidden="true">add</Icon>}
            >
              {t('resources.library.add')}
            </Button>
          ) : null
        }
      />
      <Typography sx={{ mt: -2, mb: 3 }}>
        <Message
          id="resources.library.contact"
          values={{ mailbox: <Link href={`mailto:${details.contact}?subject=${encodeURIComponent(title)}`}>{details.contact}</Link> }}
        />
      </Typography>

      <TextField
        type="search"
        label={t('resources.library.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        helperText={t('resources.library.searchHint')}
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
        {state.status === 'ready' && searching ? t('resources.library.found', { count: found.length }) : ''}
      </Typography>

      {state.status === 'loading' ? (
        <LoadingState label={t('resources.library.loading', { type })} />
      ) : state.status === 'error' ? (
        <LoadErrorAlert what={t('resources.library.what')} onRetry={reload} retryLabel={t('resources.tryAgain')} />
      ) : searching && found.length === 0 ? (
        <EmptyState
          icon="search_off"
          title={t('resources.library.noMatch')}
          message={t('resources.library.noMatchMessage', { type, search: deferredSearch.trim() })}
          action={<Button onClick={() => setSearch('')}>{t('resources.library.clearSearch')}</Button>}
        />
      ) : sections.length === 0 ? (
        <Stack spacing={4}>
          <EmptyState
            icon="folder_open"
            title={t('resources.library.empty', { type })}
            message={t(isAdmin ? 'resources.library.emptyAdmin' : 'resources.library.emptyDealer')}
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
  useNamespaces('resources', 'reference');
  const { type = '' } = useParams();
  if (!isResourceType(type)) return <UnknownType type={type} />;
  return <ResourceLibrary key={type} type={type} />;
}
