import { useMemo, useState } from 'react';
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
import { listAllActiveParts, partPrice } from '../../../../data/partsApi';
import { useServerRead } from '../../../../data/serverState/serverState';
import { formatMoney } from '../../../../reference/currencies';
import { PARTS_CATEGORIES, partsCategoryLabel, type PartsCategory } from '../../../../reference/parts';
import type { CurrencyCode } from '../../../../types/domain';
import type { Part } from '../../../../types/parts';
import { fromSmallUp, onPhoneOnly, visuallyHidden } from './visuallyHidden';

export interface PartsPickerProps {
  currency: CurrencyCode;
  /** Ids of the parts already on the order. */
  chosen: ReadonlySet<string>;
  onAdd: (part: Part) => void;
}

/** The category filter: one category, or every one. */
type CategoryFilter = PartsCategory | 'all';
const ALL_CATEGORIES = 'all';
const NONE: Part[] = [];

/** Search matches the part number or the name, ignoring case. */
export function matchesSearch(part: Pick<Part, 'partNumber' | 'name'>, search: string): boolean {
  const term = search.trim().toLowerCase();
  return term === '' || part.partNumber.toLowerCase().includes(term) || part.name.toLowerCase().includes(term);
}

function categoryName(category: CategoryFilter): string {
  return category === ALL_CATEGORIES ? 'All categories' : partsCategoryLabel(category);
}

/** The active parts, searchable by number or name across every category, with a category filter and Add buttons. */
export function PartsPicker({ currency, chosen, onAdd }: PartsPickerProps) {
  const [category, setCategory] = useState<CategoryFilter>(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const read = useServerRead('active-parts', listAllActiveParts, { label: 'the parts', refusalIsError: true });
  const parts = read.status === 'ready' ? read.value : NONE;

  const found = useMemo(() => parts.filter((part) => matchesSearch(part, search)), [parts, search]);
  const shown = useMemo(
    () => (category === ALL_CATEGORIES ? found : found.filter((part) => part.category === category)),
    [found, category],
  );
  const inCategory = parts.filter((part) => category === ALL_CATEGORIES || part.category === category);
  const elsewhere = found.length - shown.length;

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2 }}>
        <TextField
          select
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value as CategoryFilter)}
          fullWidth
        >
          <MenuItem value={ALL_CATEGORIES}>{categoryName(ALL_CATEGORIES)}</MenuItem>
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
      {read.status === 'loading' ? (
        <LoadingState label="Loading parts…" />
      ) : read.status !== 'ready' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={read.retry}>
              Retry
            </Button>
          }
        >
          The parts could not be loaded.
        </Alert>
      ) : shown.length === 0 ? (
        <Box sx={{ py: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography color="text.secondary">
            {inCategory.length === 0
              ? 'No parts can be ordered in this category.'
              : elsewhere > 0
                ? `No part in ${categoryName(category)} matches your search; ${elsewhere === 1 ? '1 part' : `${elsewhere} parts`} in other categories ${elsewhere === 1 ? 'does' : 'do'}.`
                : 'No part matches your search.'}
          </Typography>
          {elsewhere > 0 ? (
            <Button size="small" onClick={() => setCategory(ALL_CATEGORIES)}>
              Search all categories
            </Button>
          ) : null}
        </Box>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={`Parts: ${categoryName(category)}`}>
            <TableHead>
              <TableRow>
                <TableCell>Part number</TableCell>
                <TableCell sx={fromSmallUp}>Name</TableCell>
                <TableCell sx={fromSmallUp}>Unit</TableCell>
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
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {part.partNumber}
                    <Typography variant="body2" color="text.secondary" sx={onPhoneOnly}>
                      {part.name} ({part.unit})
                    </Typography>
                  </TableCell>
                  <TableCell sx={fromSmallUp}>{part.name}</TableCell>
                  <TableCell sx={fromSmallUp}>{part.unit}</TableCell>
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
