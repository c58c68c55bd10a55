import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { PartExistsError, PartNotFoundError, createPart, getPart, updatePart } from '../../data/partsApi';
import { useServerRead } from '../../data/serverState/serverState';
import { isPermissionDenied } from '../../lib/firebaseErrors';
import type { PartInput } from '../../types/parts';
import { PartForm } from './PartForm';
import { EMPTY_PART_FORM, partToFormValues } from './partSchema';

const LIST_PATH = '/admin/parts';
const PAGE_WIDTH = { maxWidth: 960, mx: 'auto' } as const;

function saveFailure(error: unknown, what: string): string {
  if (isPermissionDenied(error)) return `${what} was refused: only admins can change the catalogue.`;
  if (error instanceof PartNotFoundError) return `${what} failed: ${error.message}`;
  return `${what} failed. Check your connection and try again.`;
}

type Save = (input: PartInput) => Promise<{ partNumberError: string } | void>;

/** The part being edited, read once (again on Retry); a part number no part has is "not found". */
function EditPart({ id, onSave }: { id: string; onSave: Save }) {
  const loaded = useServerRead(`part:${id}`, () => getPart(id), { label: 'the part' });

  if (loaded.status === 'loading') return <LoadingState label="Loading the part…" />;
  if (loaded.status === 'error') {
    return (
      <Stack sx={PAGE_WIDTH}>
        <PageHeader title="Edit Part" />
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={loaded.retry}>
              Retry
            </Button>
          }
        >
          The part could not be loaded. Check your connection and try again.
        </Alert>
      </Stack>
    );
  }
  if (loaded.status === 'missing') {
    return (
      <Stack sx={PAGE_WIDTH}>
        <PageHeader title="Edit Part" />
        <EmptyState
          icon="search_off"
          title="Part not found"
          message={`There is no part ${id} in the catalogue.`}
          action={
            <Button variant="contained" component={RouterLink} to={LIST_PATH}>
              Back to Manage Parts
            </Button>
          }
        />
      </Stack>
    );
  }
  const part = loaded.value;
  return (
    <Stack sx={PAGE_WIDTH}>
      <PageHeader title="Edit Part" subtitle={`${part.partNumber} · ${part.name}`} />
      <PartForm key={part.id} mode="edit" defaultValues={partToFormValues(part)} onSave={onSave} cancelTo={LIST_PATH} />
    </Stack>
  );
}

/** /admin/parts/add and /admin/parts/edit/{id}: one part's fields; saving returns to the list. */
export default function PartFormScreen() {
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
        enqueueSnackbar(`${error.message} Choose another part number, or edit that part.`, { variant: 'error' });
        return { partNumberError: `${error.message} Choose another part number.` };
      }
      console.error('Unable to save the part', error);
      enqueueSnackbar(saveFailure(error, editing ? 'Saving the part' : 'Adding the part'), { variant: 'error' });
      return;
    }
    enqueueSnackbar(editing ? `Part ${input.partNumber} saved.` : `Part ${input.partNumber} added.`, { variant: 'success' });
    navigate(LIST_PATH);
  }

  if (editing) return <EditPart id={id} onSave={save} />;
  return (
    <Stack sx={PAGE_WIDTH}>
      <PageHeader title="Add Part" subtitle="A new part in the catalogue." />
      <PartForm mode="add" defaultValues={EMPTY_PART_FORM} onSave={save} cancelTo={LIST_PATH} />
    </Stack>
  );
}
