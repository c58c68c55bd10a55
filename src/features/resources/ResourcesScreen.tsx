import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
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
import { subtypeLabel, typeLabel } from './labels';
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

function SubtypeSection({
  subtype,
  resources,
  searching,
  canEdit,
  onPreview,
}: {
  subtype: ResourceSubtypeDefinition;
  resources: Resource[];
  searching: boolean;
  canEdit: boolean;
  onPreview: (resource: Resource, url: string) => void;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        {subtypeLabel(subtype.name)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {subtype.description}
      </Typography>
      {resources.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {searching ? 'No matching resources here.' : 'No resources here yet.'}
        </Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={`${subtypeLabel(subtype.name)} files`}>
          {resources.map((resource) => (
            <Grid key={resource.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <ResourceCard resource={resource} canEdit={canEdit} onPreview={onPreview} />
            </Grid>
          ))}
        </Grid>
      )}
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
    .map((subtype) => ({ subtype, resources: found.filter((resource) => resource.subtype === subtype.name) }))
    .filter((section) => !searching || section.resources.length > 0);

  return (
    <Stack sx={{ maxWidth: 1200, mx: 'auto' }}>
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
      ) : (
        <Stack spacing={4}>
          {sections.map(({ subtype, resources }) => (
            <SubtypeSection
              key={subtype.name}
              subtype={subtype}
              resources={resources}
              searching={searching}
              canEdit={isAdmin}
              onPreview={(resource, url) => setPreview({ resource, url, open: true })}
            />
          ))}
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

/** /resources/{type}: a type's library, by subtype, with search, preview and download; admins add and edit. */
export default function ResourcesScreen() {
  const { type = '' } = useParams();
  if (!isResourceType(type)) return <UnknownType type={type} />;
  return <ResourceLibrary key={type} type={type} />;
}
