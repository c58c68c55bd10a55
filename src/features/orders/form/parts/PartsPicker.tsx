import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OutlinedTextField } from '../../../../components/form/OutlinedTextField';
import { LoadingState } from '../../../../components/LoadingState';
import { listActiveParts, partPrice } from '../../../../data/partsApi';
import { formatMoney } from '../../../../reference/currencies';
import { PARTS_CATEGORIES, partsCategoryLabel, type PartsCategory } from '../../../../reference/parts';
import type { CurrencyCode } from '../../../../types/domain';
import type { Part } from '../../../../types/parts';

export interface PartsPickerProps {
  currency: CurrencyCode;
  /** Ids of the parts already on the order. */
  chosen: ReadonlySet<string>;
  onAdd: (part: Part) => void;
}

type Loaded = { category: PartsCategory; parts: Part[] } | { category: PartsCategory; error: string };

/** Search matches the part number or the name, ignoring case. */
export function matchesSearch(part: Pick<Part, 'partNumber' | 'name'>, search: string): boolean {
  const term = search.trim().toLowerCase();
  return term === '' || part.partNumber.toLowerCase().includes(term) || part.name.toLowerCase().includes(term);
}

/** The active parts of one category at a time, searchable by number or name, each with an Add button. */
export function PartsPicker({ currency, chosen, onAdd }: PartsPickerProps) {
  const [category, setCategory] = useState<PartsCategory>(PARTS_CATEGORIES[0]);
  const [search, setSearch] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    listActiveParts(category).then(
      (parts) => current && setLoaded({ category, parts }),
      (error: unknown) => {
        console.error('Unable to load parts', error);
        if (current) setLoaded({ category, error: 'The parts of this category could not be loaded.' });
      },
    );
    return () => {
      current = false;
    };
  }, [category, attempt]);

  const ready = loaded?.category === category ? loaded : null;
  const shown = useMemo(
    () => (ready && 'parts' in ready ? ready.parts.filter((part) => matchesSearch(part, search)) : []),
    [ready, search],
  );

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2 }}>
        <TextField
          select
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value as PartsCategory)}
          fullWidth
        >
          {PARTS_CATEGORIES.map((option) => (
            <MenuItem key={option} value={option}>
              {partsCategoryLabel(option)}
            </MenuItem>
          ))}
        </TextField>
        <OutlinedTextField
          label="Search parts"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText="By part number or name."
          fullWidth
        />
      </Box>
      {!ready ? (
        <LoadingState label="Loading parts…" />
      ) : 'error' in ready ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((value) => value + 1)}>
              Retry
            </Button>
          }
        >
          {ready.error}
        </Alert>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {ready.parts.length === 0 ? 'No parts can be ordered in this category.' : 'No part matches your search.'}
        </Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={`Parts: ${partsCategoryLabel(category)}`}>
            <TableHead>
              <TableRow>
                <TableCell>Part number</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Unit</TableCell>
                <TableCell align="right">Unit price</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Action
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((part) => (
                <TableRow key={part.id}>
                  <TableCell>{part.partNumber}</TableCell>
                  <TableCell>{part.name}</TableCell>
                  <TableCell>{part.unit}</TableCell>
                  <TableCell align="right">{formatMoney(partPrice(part, currency), currency)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => onAdd(part)}
                      disabled={chosen.has(part.id)}
                      aria-label={chosen.has(part.id) ? `${part.partNumber} added` : `Add ${part.partNumber} ${part.name}`}
                    >
                      {chosen.has(part.id) ? 'Added' : 'Add'}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
