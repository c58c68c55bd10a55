/**
 * MUI's own texts in French (pagination, the data grid, date pickers, autocomplete, alerts), as theme options. A
 * chunk of its own, loaded only when the page is in French (muiLocale.ts): English pages and the first screens'
 * JavaScript never carry it.
 */
import { frFR as material } from '@mui/material/locale';
import { frFR as dataGrid } from '@mui/x-data-grid/locales';
import { frFR as datePickers } from '@mui/x-date-pickers/locales';
import { translate } from '../i18n/i18n';
import { LOCALES } from '../i18n/languages';
import { formatNumber } from '../lib/numbers';

const number = (value: number) => formatNumber(value, LOCALES.fr);

interface DisplayedRows {
  from: number;
  to: number;
  count: number;
}

/**
 * "1–6 sur 6", "1–25 sur plus de 25" when the total is unknown (MUI's own says "plus que" on the lists' pager),
 * with Canadian French digit grouping.
 */
function displayedRows({ from, to, count }: DisplayedRows): string {
  const total = count !== -1 ? number(count) : translate('components.pager.moreThan', { count: number(to) });
  return translate('components.pager.displayedRows', { from: number(from), to: number(to), total });
}

/** The grid's own pager reads the same as the lists' pager. */
const corrections = {
  components: {
    MuiTablePagination: { defaultProps: { labelDisplayedRows: displayedRows } },
    MuiDataGrid: { defaultProps: { localeText: { paginationDisplayedRows: displayedRows } } },
  },
};

export const MUI_FRENCH: readonly object[] = [material, dataGrid, datePickers, corrections];
