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
import { contentTypeOf, describeTypes, formatBytes } from '../../components/upload/fileRules';
import { isUploadCancelled } from '../../data/filesApi';
import { createResource, deleteResource, updateResource, type Publisher, type ResourceUpload } from '../../data/resourcesApi';
import { displayNameOf } from '../../data/userDocument';
import { useT } from '../../i18n/hooks';
import { Message } from '../../i18n/Message';
import { useFormat } from '../../i18n/useFormat';
import { resourceSubtypeDescriptionText } from '../../reference/labels/resources';
import { subtypesByName } from '../../reference/labels/resources';
import { RESOURCE_TYPES } from '../../reference/resources';
import type { User } from '../../types/domain';
import type { Resource } from '../../types/resources';
import { ResourceFileField } from './ResourceFileField';
import { subtypeLabel, typeLabel } from './labels';
import {
  DESCRIPTION_MAX_LENGTH,
  RESOURCE_FILE_MAX_BYTES,
  RESOURCE_FILE_TYPES,
  TITLE_MAX_LENGTH,
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
  const t = useT();
  const { locale } = useFormat();
  const current = props.mode === 'edit' ? props.resource : null;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [schema] = useState(() => resourceFormSchema(mode));
  const { control, handleSubmit, formState, setValue, trigger } = useZodForm<ResourceFormInput, ResourceFormValues>(schema, {
    defaultValues: current ? resourceToForm(current) : emptyResourceForm(props.mode === 'add' ? props.presetType : null),
  });
  const type = useWatch({ control, name: 'type' });
  const subtype = useWatch({ control, name: 'subtype' });
  const subtypes = type === '' ? [] : subtypesByName(type, t, locale);
  const typeOptions = RESOURCE_TYPES.map((value) => ({ value, label: typeLabel(value, t) }));
  const subtypeOptions = subtypes.map((definition) => ({ value: definition.name, label: subtypeLabel(definition.name, t) }));
  const chosenSubtype = subtypes.find((definition) => definition.name === subtype);
  const fileHint = t('resources.form.fileHint', {
    types: describeTypes(RESOURCE_FILE_TYPES, { t, locale }),
    size: formatBytes(RESOURCE_FILE_MAX_BYTES, { t, locale }),
  });

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
        enqueueSnackbar(t('resources.form.uploadCancelled'), { variant: 'info' });
      } else {
        console.error('Unable to save the resource', error);
        enqueueSnackbar(saveErrorMessage(t, error, mode === 'add' ? 'publish' : 'save'), { variant: 'error' });
      }
      return;
    } finally {
      abort.current = null;
      setSaving(false);
      setProgress(null);
    }
    enqueueSnackbar(t(mode === 'add' ? 'resources.form.published' : 'resources.form.saved', { title: details.title }), { variant: 'success' });
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
      enqueueSnackbar(saveErrorMessage(t, error, 'delete'), { variant: 'error' });
      return;
    }
    setDeleting(null);
    enqueueSnackbar(t('resources.form.deleted', { title: current.title }), { variant: 'success' });
    navigate(`/resources/${current.type}`);
  }

  return (
    <>
      <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(submit)} aria-label={t(mode === 'add' ? 'resources.form.labelNew' : 'resources.form.label')}>
        <Card variant="outlined">
          <CardContent>
            <Grid container spacing={2}>
              <Grid size={12}>
                <FormTextField
                  control={control}
                  name="title"
                  label={t('resources.form.title')}
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
                  label={t('resources.form.type')}
                  required
                  options={typeOptions}
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
                  label={t('resources.form.subtype')}
                  required
                  options={subtypeOptions}
                  disabled={busy || type === ''}
                  helperText={
                    type === '' ? t('resources.form.chooseTypeFirst') : chosenSubtype ? resourceSubtypeDescriptionText(chosenSubtype.name, t) : ' '
                  }
                  messageValues={{ type: type === '' ? '' : typeLabel(type, t) }}
                />
              </Grid>
              <Grid size={12}>
                <FormTextField
                  control={control}
                  name="description"
                  label={t('resources.form.description')}
                  fullWidth
                  multiline
                  minRows={3}
                  disabled={busy}
                  helperText={t('resources.form.descriptionHint')}
                  htmlInput={{ maxLength: DESCRIPTION_MAX_LENGTH }}
                />
              </Grid>
              <Grid size={12}>
                <Controller
                  control={control}
                  name="file"
                  render={({ field, fieldState }) => (
                    <ResourceFileField
                      label={t('resources.form.file')}
                      required={mode === 'add'}
                      value={field.value}
                      onChange={(file) => {
                        field.onChange(file);
                        // Said at once: a file of the wrong kind or too large is refused when chosen.
                        void trigger('file');
                      }}
                      current={current?.file}
                      helperText={current ? t('resources.form.fileHintReplace', { hint: fileHint }) : fileHint}
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
                {t('resources.form.uploading', { name: progress.name, percent: progress.percent })}
              </Typography>
              <LinearProgress variant="determinate" value={progress.percent} aria-label={t('resources.form.uploadingLabel', { name: progress.name })} />
            </Box>
            <Button onClick={() => abort.current?.abort()}>{t('resources.form.cancelUpload')}</Button>
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
                {t('resources.form.delete')}
              </Button>
            ) : null}
          </Box>
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={backTo} disabled={busy}>
              {t('components.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={busy && deleting === null}>
              {t(mode === 'add' ? 'resources.form.publish' : 'resources.form.save')}
            </Button>
          </Stack>
        </Stack>
      </Stack>

      {current ? (
        <>
          <ConfirmDialog
            open={replacing !== null}
            title={t('resources.replace.title')}
            message={
              <Message
                id="resources.replace.message"
                values={{ current: <strong>{current.file.name}</strong>, next: <strong>{replacing?.file?.name}</strong> }}
              />
            }
            confirmLabel={t('resources.replace.confirm')}
            onClose={() => setReplacing(null)}
            onConfirm={() => {
              const values = replacing;
              setReplacing(null);
              if (values) void save(values);
            }}
          />
          <ConfirmDialog
            open={deleting !== null}
            title={t('resources.delete.title')}
            message={<Message id="resources.delete.message" values={{ title: <strong>{current.title}</strong>, file: current.file.name }} />}
            confirmLabel={t('resources.form.delete')}
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
