import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { LoadErrorAlert } from '../../components/data/LoadErrorAlert';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { PartExistsError, PartNotFoundError, createPart, getPart, updatePart } from '../../data/partsApi';
import { useServerRead } from '../../data/serverState/serverState';
import { useNamespaces, useT } from '../../i18n/hooks';
import type { Translate } from '../../i18n/i18n';
import { isPermissionDenied } from '../../lib/firebaseErrors';
import type { PartInput } from '../../types/parts';
import { PartForm } from './PartForm';
import { EMPTY_PART_FORM, partToFormValues } from './partSchema';

const LIST_PATH = '/admin/parts';
const PAGE_WIDTH = { maxWidth: 960, mx: 'auto' } as const;

/** Why saving failed, for a new part (`adding`) or a stored one. */
function saveFailure(t: Translate, error: unknown, adding: boolean): string {
  const action = adding ? 'add' : 'save';
  if (isPermissionDenied(error)) return t('parts.save.refused', { action });
  if (error instanceof PartNotFoundError) return t('parts.save.gone', { action, partNumber: error.partNumber });
  return t('parts.save.failed', { action });
}

type Save = (input: PartInput) => Promise<{ partNumberError: string } | void>;

/** The part being edited, read once (again on Retry); a part number no part has is "not found". */
function EditPart({ id, onSave }: { id: string; onSave: Save }) {
  const t = useT();
  const loaded = useServerRead(`part:${id}`, () => getPart(id), { label: 'the part' });

  if (loaded.status === 'loading') return <LoadingState label={t('parts.edit.loading')} />;
  if (loaded.status === 'error') {
    return (
      <Stack sx={PAGE_WIDTH}>
        <PageHeader title={t('parts.edit.title')} />
        <LoadErrorAlert message={t('parts.edit.loadFailed')} onRetry={loaded.retry} />
      </Stack>
    );
  }
  if (loaded.status === 'missing') {
    return (
      <Stack sx={PAGE_WIDTH}>
        <PageHeader title={t('parts.edit.title')} />
        <EmptyState
          icon="search_off"
          title={t('parts.edit.notFound')}
          message={t('parts.edit.notFoundMessage', { partNumber: id })}
          action={
            <Button variant="contained" component={RouterLink} to={LIST_PATH}>
              {t('parts.edit.backToList')}
            </Button>
          }
        />
      </Stack>
    );
  }
  const part = loaded.value;
  return (
    <Stack sx={PAGE_WIDTH}>
      <PageHeader title={t('parts.edit.title')} subtitle={`${part.partNumber} · ${part.name}`} />
      <PartForm key={part.id} mode="edit" defaultValues={partToFormValues(part)} onSave={onSave} cancelTo={LIST_PATH} />
    </Stack>
  );
}

/** /admin/parts/add and /admin/parts/edit/{id}: one part's fields; saving returns to the list. */
export default function PartFormScreen() {
  useNamespaces('parts', 'reference');
  const t = useT();
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  async function save(input: PartInput): Promise<{ partNumberError: string } | void> {
    try {
      if (editing) await updatePart(id, input);
      else await createPart(input);
    } catch (error) {
      if (error instanceof PartExistsError) {
        enqueueSnackbar(t('parts.save.exists', { partNumber: error.partNumber }), { variant: 'error' });
        return { partNumberError: t('parts.save.existsField', { partNumber: error.partNumber }) };
      }
      console.error('Unable to save the part', error);
      enqueueSnackbar(saveFailure(t, error, !editing), { variant: 'error' });
      return;
    }
    enqueueSnackbar(t(editing ? 'parts.save.saved' : 'parts.save.added', { partNumber: input.partNumber }), { variant: 'success' });
    navigate(LIST_PATH);
  }

  if (editing) return <EditPart id={id} onSave={save} />;
  return (
    <Stack sx={PAGE_WIDTH}>
      <PageHeader title={t('parts.add.title')} subtitle={t('parts.add.subtitle')} />
      <PartForm mode="add" defaultValues={EMPTY_PART_FORM} onSave={save} cancelTo={LIST_PATH} />
    </Stack>
  );
}
