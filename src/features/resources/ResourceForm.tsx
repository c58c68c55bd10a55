import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Icon from '@mui/material/Icon';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { contentTypeOf } from '../../components/upload/fileRules';
import { isUploadCancelled } from '../../data/filesApi';
import { createResource, deleteResource, updateResource, type Publisher, type ResourceUpload } from '../../data/resourcesApi';
import { displayNameOf } from '../../data/userDocument';
import { sortedResourceSubtypes } from '../../reference/resources';
import type { User } from '../../types/domain';
import type { Resource } from '../../types/resources';
import { ResourceFileField } from './ResourceFileField';
import { subtypeLabel } from './labels';
import {
  DESCRIPTION_MAX_LENGTH,
  RESOURCE_FILE_HINT,
  TITLE_MAX_LENGTH,
  TYPE_OPTIONS,
  detailsFromForm,
  emptyResourceForm,
  resourceFormSchema,
  resourceToForm,
  type ResourceFormInput,
  type ResourceFormValues,
} from './resourceSchema';
import { saveErrorMessage } from './saveErrors';

export type ResourceFormProps =
  | { mode: 'add'; user: User; resourceId: string; presetType: string | null }
  | { mode: 'edit'; user: User; resource: Resource };

function publisherOf(user: User): Publisher {
  return { id: user.id, name: displayNameOf(user) };
}

function uploadOf(file: File): ResourceUpload {
  return { data: file, name: file.name, contentType: contentTypeOf(file) };
}

interface Progress {
  name: string;
  percent: number;
}

/** Add or edit a resource; the file is uploaded (with its progress) when the form is saved. */
export function ResourceForm(props: ResourceFormProps) {
  const { mode, user } = props;
  const current = props.mode === 'edit' ? props.resource : null;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [schema] = useState(() => resourceFormSchema(mode));
  const { control, handleSubmit, formState, setValue, trigger } = useZodForm<ResourceFormInput, ResourceFormValues>(schema, {
    defaultValues: current ? resourceToForm(current) : emptyResourceForm(props.mode === 'add' ? props.presetType : null),
  });
  const type = useWatch({ control, name: 'type' });
  const subtype = useWatch({ control, name: 'subtype' });
  const subtypes = type === '' ? [] : sortedResourceSubtypes(type);
  const subtypeOptions = subtypes.map((definition) => ({ value: definition.name, label: subtypeLabel(definition.name) }));
  const chosenSubtype = subtypes.find((definition) => definition.name === subtype);

  const [progress, setProgress] = useState<Progress | null>(null);
  const [replacing, setReplacing] = useState<ResourceFormValues | null>(null);
  const [deleting, setDeleting] = useState<'confirm' | 'busy' | null>(null);
  const [saving, setSaving] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const busy = saving || formState.isSubmitting || deleting === 'busy';

  // Leaving the screen stops an upload still under way (nothing is written then).
  useEffect(() => () => abort.current?.abort(), []);

  const backTo = current ? `/resources/${current.type}` : type ? `/resources/${type}` : '/dashboard';

  async function save(values: ResourceFormValues) {
    const details = detailsFromForm(values);
    const file = values.file;
    const controller = new AbortController();
    abort.current = controller;
    const options = {
      signal: controller.signal,
      onProgress: (fraction: number) => file && setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
    };
    setSaving(true);
    if (file) setProgress({ name: file.name, percent: 0 });
    try {
      if (props.mode === 'add') {
        if (!file) return;
        await createResource(details, uploadOf(file), publisherOf(user), { ...options, id: props.resourceId });
      } else {
        await updateResource(props.resource, details, file ? uploadOf(file) : null, options);
      }
    } catch (error) {
      // Everything typed and the chosen file stay in the form, to save again.
      if (isUploadCancelled(error)) {
        enqueueSnackbar('Upload cancelled. Nothing was saved.', { variant: 'info' });
      } else {
        console.error('Unable to save the resource', error);
        enqueueSnackbar(saveErrorMessage(error, mode === 'add' ? 'Publishing the resource' : 'Saving the resource'), { variant: 'error' });
      }
      return;
    } finally {
      abort.current = null;
      setSaving(false);
      setProgress(null);
    }
    enqueueSnackbar(mode === 'add' ? `“${details.title}” published.` : `“${details.title}” saved.`, { variant: 'success' });
    navigate(`/resources/${details.type}`);
  }

  async function submit(values: ResourceFormValues) {
    // A replacement deletes the stored file: it is confirmed first.
    if (current && values.file) {
      setReplacing(values);
      return;
    }
    await save(values);
  }

  async function remove() {
    if (!current) return;
    setDeleting('busy');
    try {
      await deleteResource(current);
    } catch (error) {
      console.error('Unable to delete the resource', error);
      setDeleting(null);
      enqueueSnackbar(saveErrorMessage(error, 'Deleting the resource'), { variant: 'error' });
      return;
    }
    setDeleting(null);
    enqueueSnackbar(`“${current.title}” deleted.`, { variant: 'success' });
    navigate(`/resources/${current.type}`);
  }

  return (
    <>
      <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(submit)} aria-label={mode === 'add' ? 'New resource' : 'Resource'}>
        <Card variant="outlined">
          <CardContent>
            <Grid container spacing={2}>
              <Grid size={12}>
                <FormTextField
                  control={control}
                  name="title"
                  label="Title"
                  required
                  fullWidth
                  disabled={busy}
                  autoComplete="off"
                  htmlInput={{ maxLength: TITLE_MAX_LENGTH }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelectField
                  control={control}
                  name="type"
                  label="Type"
                  required
                  options={TYPE_OPTIONS}
                  disabled={busy}
                  onValueChange={(next) => {
                    // Subtypes belong to one type: a new type starts without one.
                    if (next !== type) setValue('subtype', '', { shouldValidate: formState.isSubmitted });
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelectField
                  control={control}
                  name="subtype"
                  label="Subtype"
                  required
                  options={subtypeOptions}
                  disabled={busy || type === ''}
                  helperText={type === '' ? 'Choose a type first.' : (chosenSubtype?.description ?? ' ')}
                />
              </Grid>
              <Grid size={12}>
                <FormTextField
                  control={control}
                  name="description"
                  label="Description"
                  fullWidth
                  multiline
                  minRows={3}
                  disabled={busy}
                  helperText="What the file is, in a sentence or two. Searches find its words."
                  htmlInput={{ maxLength: DESCRIPTION_MAX_LENGTH }}
                />
              </Grid>
              <Grid size={12}>
                <Controller
                  control={control}
                  name="file"
                  render={({ field, fieldState }) => (
                    <ResourceFileField
                      label="File"
                      required={mode === 'add'}
                      value={field.value}
                      onChange={(file) => {
                        field.onChange(file);
                        // Said at once: a file of the wrong kind or too large is refused when chosen.
                        void trigger('file');
                      }}
                      current={current?.file}
                      helperText={current ? `${RESOURCE_FILE_HINT} Choose a file only to replace the current one.` : RESOURCE_FILE_HINT}
                      error={fieldState.error?.message}
                      disabled={busy}
                    />
                  )}
                />
              </Grid>
            </Grid>
          </CardContent>
        </Card>

        {progress ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                Uploading {progress.name} ({progress.percent}%)
              </Typography>
              <LinearProgress variant="determinate" value={progress.percent} aria-label={`Uploading ${progress.name}`} />
            </Box>
            <Button onClick={() => abort.current?.abort()}>Cancel Upload</Button>
          </Box>
        ) : null}

        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box>
            {current ? (
              <Button
                color="error"
                variant="outlined"
                startIcon={<Icon aria-hidden="true">delete</Icon>}
                onClick={() => setDeleting('confirm')}
                disabled={busy}
              >
                Delete Resource
              </Button>
            ) : null}
          </Box>
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={backTo} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={busy && deleting === null}>
              {mode === 'add' ? 'Publish Resource' : 'Save Changes'}
            </Button>
          </Stack>
        </Stack>
      </Stack>

      {current ? (
        <>
          <ConfirmDialog
            open={replacing !== null}
            title="Replace the file?"
            message={
              <>
                <strong>{current.file.name}</strong> will be replaced by <strong>{replacing?.file?.name}</strong>. The old file is
                deleted once the new one is saved.
              </>
            }
            confirmLabel="Replace File"
            onClose={() => setReplacing(null)}
            onConfirm={() => {
              const values = replacing;
              setReplacing(null);
              if (values) void save(values);
            }}
          />
          <ConfirmDialog
            open={deleting !== null}
            title="Delete this resource?"
            message={
              <>
                <strong>{current.title}</strong> and its file {current.file.name} will be deleted for everyone. This cannot be
                undone.
              </>
            }
            confirmLabel="Delete Resource"
            destructive
            busy={deleting === 'busy'}
            onClose={() => setDeleting(null)}
            onConfirm={() => void remove()}
          />
        </>
      ) : null}
    </>
  );
}
