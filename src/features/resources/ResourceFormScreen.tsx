import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LoadErrorAlert } from '../../components/data/LoadErrorAlert';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { newResourceId } from '../../data/resourcesApi';
import { useNamespaces, useT } from '../../i18n/hooks';
import { RESOURCE_TYPES } from '../../reference/resources';
import { useSessionStore } from '../../store/session';
import type { User } from '../../types/domain';
import { ResourceForm } from './ResourceForm';
import { useResource } from './useResources';

function AddResource({ user }: { user: User }) {
  const t = useT();
  const [params] = useSearchParams();
  // One id per visit: the file is stored under it before the document is written with it.
  const [resourceId] = useState(() => newResourceId());
  return (
    <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={t('resources.add.title')} subtitle={t('resources.add.subtitle')} />
      <ResourceForm mode="add" user={user} resourceId={resourceId} presetType={params.get('type')} />
    </Stack>
  );
}

function EditResource({ id, user }: { id: string; user: User }) {
  const t = useT();
  const { state, reload } = useResource(id);
  if (state.status === 'loading') return <LoadingState label={t('resources.edit.loading')} />;
  if (state.status === 'error') {
    return (
      <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={t('resources.edit.title')} />
        <LoadErrorAlert what={t('resources.edit.what')} onRetry={reload} retryLabel={t('resources.tryAgain')} />
      </Stack>
    );
  }
  const resource = state.value;
  if (!resource) {
    return (
      <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={t('resources.edit.title')} />
        <EmptyState
          icon="search_off"
          title={t('resources.edit.notFound')}
          message={t('resources.edit.notFoundMessage')}
          action={
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
              {RESOURCE_TYPES.map((type, index) => (
                <Button key={type} component={RouterLink} to={`/resources/${type}`} variant={index === 0 ? 'contained' : 'text'}>
                  {t('resources.library.title', { type })}
                </Button>
              ))}
            </Stack>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={t('resources.edit.title')} subtitle={t('resources.edit.subtitle', { title: resource.title, type: resource.type })} />
      {/* Keyed: a resource read again starts a fresh form. */}
      <ResourceForm key={resource.id} mode="edit" user={user} resource={resource} />
    </Stack>
  );
}

/** /admin/resources/add (?type=...) and /admin/resources/edit/{id}. */
export default function ResourceFormScreen() {
  useNamespaces('resources', 'reference');
  const { id } = useParams();
  const user = useSessionStore((state) => state.currentUser);
  if (!user) return <LoadingState />;
  return id === undefined ? <AddResource user={user} /> : <EditResource key={id} id={id} user={user} />;
}
