import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import Typography from '@mui/material/Typography';

export interface FileDropZoneProps {
  /** The accessible name of the hidden file input. */
  label: string;
  /** Content types offered by the file chooser. */
  accept: readonly string[];
  multiple?: boolean;
  disabled?: boolean;
  /** Shows the dashed border in the error colour. */
  error?: boolean;
  chooseLabel: string;
  /** Said beside the button, e.g. 'or drop them here'. */
  dropHint: string;
  /** The id of the hint that describes the choose button. */
  describedBy?: string;
  /** The files chosen or dropped (possibly none); never called while disabled. */
  onFiles: (files: File[]) => void;
}

/** A dashed area with a button that opens the file chooser and that takes files dropped on it. */
export function FileDropZone({ label, accept, multiple, disabled, error, chooseLabel, dropHint, describedBy, onFiles }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        mt: 1,
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 1,
        borderColor: dragging ? 'primary.main' : error ? 'error.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : undefined,
      }}
    >
      <Button
        variant="outlined"
        startIcon={<Icon aria-hidden="true">upload_file</Icon>}
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        {chooseLabel}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {dropHint}
      </Typography>
      <input
        ref={inputRef}
        type="file"
        aria-label={label}
        accept={accept.join(',')}
        multiple={multiple}
        disabled={disabled}
        style={{ display: 'none' }}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file may be chosen again after a removal or a failure.
          event.target.value = '';
        }}
      />
    </Box>
  );
}
