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
import { useT } from '../../../../i18n/hooks';
import type { Translate } from '../../../../i18n/i18n';
import { useFormat } from '../../../../i18n/useFormat';
import { partsCategoryText } from '../../../../reference/labels/parts';
import { PARTS_CATEGORIES, type PartsCategory } from '../../../../reference/parts';
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

function categoryName(category: CategoryFilter, t: Translate): string {
  return category === ALL_CATEGORIES ? t('orders.form.parts.allCategories') : partsCategoryText(category, t);
}

/** The active parts, searchable by number or name across every category, with a category filter and Add buttons. */
export function PartsPicker({ currency, chosen, onAdd }: PartsPickerProps) {
  const t = useT();
  const format = useFormat();
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
          label={t('orders.form.parts.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value as CategoryFilter)}
          fullWidth
        >
          <MenuItem value={ALL_CATEGORIES}>{categoryName(ALL_CATEGORIES, t)}</MenuItem>
          {PARTS_CATEGORIES.map((option) => (
            <MenuItem key={option} value={option}>
              {partsCategoryText(option, t)}
            </MenuItem>
          ))}
        </TextField>
        <OutlinedTextField
          label={t('orders.form.parts.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText={t('orders.form.parts.searchHint')}
          fullWidth
        />
      </Box>
      {read.status === 'loading' ? (
        <LoadingState label={t('orders.form.parts.loading')} />
      ) : read.status !== 'ready' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={read.retry}>
              {t('components.retry')}
            </Button>
          }
        >
          {t('orders.form.parts.loadFailed')}
        </Alert>
      ) : shown.length === 0 ? (
        <Box sx={{ py: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography color="text.secondary">
            {inCategory.length === 0
              ? t('orders.form.parts.noneInCategory')
              : elsewhere > 0
                ? t('orders.form.parts.noMatchHere', { category: categoryName(category, t), count: elsewhere })
                : t('orders.form.parts.noMatch')}
          </Typography>
          {elsewhere > 0 ? (
            <Button size="small" onClick={() => setCategory(ALL_CATEGORIES)}>
              {t('orders.form.parts.searchAllCategories')}
            </Button>
          ) : null}
        </Box>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={t('orders.form.parts.pickerTable', { category: categoryName(category, t) })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('orders.form.parts.partNumber')}</TableCell>
                <TableCell sx={fromSmallUp}>{t('orders.form.parts.name')}</TableCell>
                <TableCell sx={fromSmallUp}>{t('orders.form.parts.unit')}</TableCell>
                <TableCell align="right">{t('orders.form.parts.unitPrice')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('orders.form.parts.action')}
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
                  <TableCell align="right">{format.money(partPrice(part, currency), currency)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => onAdd(part)}
                      disabled={chosen.has(part.id)}
                      aria-label={
                        chosen.has(part.id)
                          ? t('orders.form.parts.partAdded', { part: part.partNumber })
                          : t('orders.form.parts.addPart', { part: part.partNumber, name: part.name })
                      }
                    >
                      {t(chosen.has(part.id) ? 'orders.form.parts.added' : 'orders.form.parts.add')}
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
