import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { wordFieldMessage } from '../../components/form/fieldMessage';
import { FileDropZone } from '../../components/upload/FileDropZone';
import { contentTypeOf, formatBytes } from '../../components/upload/fileRules';
import { useT } from '../../i18n/hooks';
import type { Translate } from '../../i18n/i18n';
import { Message } from '../../i18n/Message';
import { useFormat } from '../../i18n/useFormat';
import type { StoredFile } from '../../types/orders';
import { fileKind } from './labels';
import { RESOURCE_FILE_TYPES } from './resourceSchema';

export interface ResourceFileFieldProps {
  label: string;
  /** The file chosen on this visit, not uploaded yet (the form uploads it when saved). */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The stored file of the resource being edited. */
  current?: StoredFile;
  helperText: ReactNode;
  /** The schema's message (a message id, or a sentence naming the file), worded here. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

function describe(file: { name: string; contentType: string; size: number }, t: Translate, locale: string): string {
  return `${fileKind(file.contentType, t)} · ${formatBytes(file.size, { t, locale })}`;
}

/**
 * Chooses (or takes by drag and drop) the one file of a resource. Nothing is uploaded here: the form checks the file
 * and uploads it, with its progress, when it is saved.
 */
export function ResourceFileField({ label, value, onChange, current, helperText, error, required, disabled }: ResourceFileFieldProps) {
  const t = useT();
  const { locale } = useFormat();
  const id = useId();
  const hintId = `${id}-hint`;
  const chooseLabel = t(current ? 'resources.fileField.replace' : 'resources.fileField.choose');

  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} required={required} fullWidth>
      <FormLabel component="legend">{label}</FormLabel>
      {current ? (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon aria-hidden="true" color="action">
            {current.contentType.startsWith('image/') ? 'image' : 'picture_as_pdf'}
          </Icon>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Message
              id={value ? 'resources.fileField.currentReplaced' : 'resources.fileField.current'}
              values={{ name: <strong>{current.name}</strong>, details: describe(current, t, locale) }}
            />
          </Typography>
        </Box>
      ) : null}
      <FileDropZone
        label={label}
        accept={RESOURCE_FILE_TYPES}
        disabled={disabled}
        error={Boolean(error)}
        chooseLabel={chooseLabel}
        dropHint={t('resources.fileField.dropHint')}
        describedBy={hintId}
        onFiles={([file]) => {
          if (file) onChange(file);
        }}
      />
      {value ? (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon aria-hidden="true" color="action">
            attach_file
          </Icon>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Message
              id={current ? 'resources.fileField.new' : 'resources.fileField.chosen'}
              values={{
                name: <strong>{value.name}</strong>,
                details: describe({ name: value.name, contentType: contentTypeOf(value), size: value.size }, t, locale),
              }}
            />
          </Typography>
          <IconButton aria-label={t('resources.fileField.remove', { name: value.name })} onClick={() => onChange(null)} disabled={disabled}>
            <Icon aria-hidden="true">close</Icon>
          </IconButton>
        </Box>
      ) : null}
      <FormHelperText id={hintId}>{error ? wordFieldMessage(t, error) : helperText}</FormHelperText>
    </FormControl>
  );
}
