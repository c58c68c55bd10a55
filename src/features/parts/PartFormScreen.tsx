import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { PartExistsError, PartNotFoundError, createPart, getPart, updatePart } from '../../data/partsApi';
import type { Part, PartInput } from '../../types/parts';
import { PartForm } from './PartForm';
import { EMPTY_PART_FORM, partToFormValues } from './partSchema';

const LIST_PATH = '/admin/parts';

type PartState = { status: 'loading' } | { status: 'ready'; part: Part } | { status: 'missing' } | { status: 'error' };

function usePart(id: string | null): PartState {
  const [state, setState] = useState<{ id: string | null; value: PartState }>({ id, value: { status: 'loading' } });
  useEffect(() => {
    if (id === null) return undefined;
    let current = true;
    getPart(id).then(
      (part) => current && setState({ id, value: part ? { status: 'ready', part } : { status: 'missing' } }),
      (error: unknown) => {
        console.error('Unable to load the part', error);
        if (current) setState({ id, value: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);
  return state.id === id ? state.value : { status: 'loading' };
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

function saveFailure(error: unknown, what: string): string {
  const code = codeOf(error);
  if (code === 'permission-denied') return `${what} was refused: only admins can change the catalogue.`;
  if (error instanceof PartNotFoundError) return `${what} failed: ${error.message}`;
  return `${what} failed. Check your connection and try again.`;
}

/** /admin/parts/add and /admin/parts/edit/{id}: one part's fields; saving returns to the list. */
export default function PartFormScreen() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const state = usePart(editing ? id : null);
  const title = editing ? 'Edit Part' : 'Add Part';

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

  if (!editing) {
    return (
      <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={title} subtitle="A new part in the catalogue." />
        <PartForm mode="add" defaultValues={EMPTY_PART_FORM} onSave={save} cancelTo={LIST_PATH} />
      </Stack>
    );
  }
  if (state.status === 'loading') return <LoadingState label="Loading the part…" />;
  if (state.status === 'error') {
    return (
      <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={title} />
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => navigate(0)}>Reload</Button>}>
          The part could not be loaded. Check your connection and reload the page.
        </Alert>
      </Stack>
    );
  }
  if (state.status === 'missing') {
    return (
      <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={title} />
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
  return (
    <Stack sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={title} subtitle={`${state.part.partNumber} · ${state.part.name}`} />
      <PartForm key={state.part.id} mode="edit" defaultValues={partToFormValues(state.part)} onSave={save} cancelTo={LIST_PATH} />
    </Stack>
  );
}
