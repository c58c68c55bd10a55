import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import type { StoredFile } from '../../types/orders';
import { FileDropZone } from './FileDropZone';
import { contentTypeOf, formatBytes, refusalOf, uploadErrorMessage } from './fileRules';

/** A started upload: `done` resolves with the stored file, rejects when the upload fails or is cancelled. */
export interface FileUpload {
  done: Promise<StoredFile>;
  cancel: () => void;
}

/** Stores `file` at `path`, reporting progress as a fraction from 0 to 1. */
export type FileUploader = (path: string, file: File, contentType: string, onProgress: (fraction: number) => void) => FileUpload;

export interface FileUploadFieldProps {
  label: string;
  /** Content types allowed, e.g. ['image/jpeg', 'image/png']. */
  accept: readonly string[];
  maxBytes: number;
  /** The files uploaded so far. */
  value: StoredFile[];
  onChange: (files: StoredFile[]) => void;
  /** Where in Storage a chosen file goes. */
  pathFor: (file: File) => string;
  /** Stores a chosen file: the screen passes the data layer's upload, so the field itself holds no data access. */
  uploadFile: FileUploader;
  helperText?: ReactNode;
  /** A message (or just the error state) from the form, in the reader's language, e.g. 'Add at least one photo.'. */
  error?: ReactNode;
  multiple?: boolean;
  disabled?: boolean;
  /** Told whenever uploads start or all finish, so a form can wait before submitting. */
  onUploadingChange?: (uploading: boolean) => void;
}

interface Upload {
  key: number;
  file: File;
  progress: number;
  /** null while uploading. */
  error: string | null;
  cancel: () => void;
}

/**
 * Choose or drop files; each is checked (type, size), uploaded with a progress bar and added to the value.
 * Removing a file only takes it off the list: the form that saves the list decides what the stored files mean.
 */
export function FileUploadField({
  label,
  accept,
  maxBytes,
  value,
  onChange,
  pathFor,
  uploadFile,
  helperText,
  error,
  multiple = true,
  disabled = false,
  onUploadingChange,
}: FileUploadFieldProps) {
  const t = useT();
  const { locale } = useFormat();
  const wording = { t, locale };
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const nextKey = useRef(1);
  // Several uploads may finish before the parent re-renders: each adds to the latest list, not a stale one.
  const latestValue = useRef(value);
  latestValue.current = value;
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const cancels = useRef(new Map<number, () => void>());

  // Reported as uploads start and settle (not from an effect), so a submit right after the last one sees it.
  const reportUploading = useRef(onUploadingChange);
  reportUploading.current = onUploadingChange;

  // Leaving the screen stops what is still uploading.
  useEffect(() => {
    const pending = cancels.current;
    return () => pending.forEach((cancel) => cancel());
  }, []);

  function update(key: number, change: Partial<Upload> | null) {
    setUploads((current) =>
      change === null ? current.filter((u) => u.key !== key) : current.map((u) => (u.key === key ? { ...u, ...change } : u)),
    );
  }

  function start(file: File, key = nextKey.current++) {
    const path = pathFor(file);
    const task = uploadFile(path, file, contentTypeOf(file), (fraction) => update(key, { progress: Math.round(fraction * 100) }));
    cancels.current.set(key, task.cancel);
    if (cancels.current.size === 1) reportUploading.current?.(true);
    const settle = () => {
      cancels.current.delete(key);
      if (cancels.current.size === 0) reportUploading.current?.(false);
    };
    const upload: Upload = { key, file, progress: 0, error: null, cancel: task.cancel };
    setUploads((current) => (current.some((u) => u.key === key) ? current.map((u) => (u.key === key ? upload : u)) : [...current, upload]));
    task.done.then(
      (stored) => {
        settle();
        update(key, null);
        // A file of the same name replaces the earlier one in the list.
        const next = [...latestValue.current.filter((f) => f.name !== stored.name), stored];
        latestValue.current = next;
        latestOnChange.current(next);
      },
      (reason: unknown) => {
        settle();
        const code = typeof reason === 'object' && reason !== null && 'code' in reason ? reason.code : '';
        if (code === 'storage/canceled') update(key, null);
        else update(key, { error: uploadErrorMessage(file.name, reason, wording) });
      },
    );
  }

  function add(files: File[]) {
    if (disabled) return;
    const chosen = multiple ? files : files.slice(0, 1);
    const refused: string[] = [];
    for (const file of chosen) {
      const refusal = refusalOf(file, accept, maxBytes, wording);
      if (refusal) refused.push(refusal);
      else start(file);
    }
    setRefusals(refused);
  }

  const hintId = `${id}-hint`;
  const message = error && error !== true ? error : helperText;

  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} fullWidth>
      <FormLabel component="legend">{label}</FormLabel>
      <FileDropZone
        label={label}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        error={Boolean(error)}
        chooseLabel={t('components.upload.choose')}
        dropHint={t('components.upload.dropHint')}
        describedBy={message ? hintId : undefined}
        onFiles={add}
      />
      {message ? <FormHelperText id={hintId}>{message}</FormHelperText> : null}

      {refusals.length > 0 && (
        <Alert severity="error" onClose={() => setRefusals([])} sx={{ mt: 1 }}>
          {refusals.map((refusal) => (
            <div key={refusal}>{refusal}</div>
          ))}
        </Alert>
      )}

      {uploads.map((upload) =>
        upload.error === null ? (
          <Box key={upload.key} sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {t('components.upload.progress', { name: upload.file.name, progress: upload.progress })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={upload.progress}
                aria-label={t('components.upload.progressLabel', { name: upload.file.name })}
              />
            </Box>
            <Button size="small" onClick={upload.cancel} aria-label={t('components.upload.cancel', { name: upload.file.name })}>
              {t('components.cancel')}
            </Button>
          </Box>
        ) : (
          <Alert
            key={upload.key}
            severity="error"
            sx={{ mt: 1 }}
            action={
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => start(upload.file, upload.key)}
                  aria-label={t('components.upload.retry', { name: upload.file.name })}
                >
                  {t('components.retry')}
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => update(upload.key, null)}
                  aria-label={t('components.upload.dismissFile', { name: upload.file.name })}
                >
                  {t('components.upload.dismiss')}
                </Button>
              </>
            }
          >
            {upload.error}
          </Alert>
        ),
      )}

      {value.length > 0 && (
        <List dense aria-label={t('components.upload.uploaded', { label })}>
          {value.map((file) => (
            <ListItem
              key={file.path}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('components.upload.remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((f) => f.path !== file.path))}
                >
                  <Icon aria-hidden="true">delete</Icon>
                </IconButton>
              }
            >
              <Icon aria-hidden="true" color="action" sx={{ mr: 1 }}>
                {file.contentType.startsWith('image/') ? 'image' : 'description'}
              </Icon>
              <ListItemText primary={file.name} secondary={formatBytes(file.size, wording)} />
            </ListItem>
          ))}
        </List>
      )}
    </FormControl>
  );
}
