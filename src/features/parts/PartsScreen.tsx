import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CountTabs } from '../../components/list/CountTabs';
import { ListView } from '../../components/list/ListView';
import { useListController } from '../../components/list/useListController';
import { PageHeader } from '../../components/PageHeader';
import type { PartsFilter } from '../../data/partsApi';
import { PARTS_CATEGORIES, partsCategoryLabel } from '../../reference/parts';
import { ExportPartsButton } from './ExportPartsButton';
import { ImportPartsDialog } from './ImportPartsDialog';
import { PARTS_LIST } from './listState';
import { partColumns, partEditPath } from './partColumns';
import { PartsSearch } from './PartsSearch';
import { usePartCounts, usePartsPage } from './usePartsPage';

const CATEGORY_TABS = PARTS_CATEGORIES.map((category) => ({ value: category, label: partsCategoryLabel(category) }));

/**
 * /admin/parts: the catalogue by part number, a page at a time from the server and live, with a tab per
 * category (with counts), a search, CSV export and import, and links to add and edit parts. What it shows lives
 * in the URL query.
 */
export default function PartsScreen() {
  const navigate = useNavigate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [importOpen, setImportOpen] = useState(false);

  const list = useListController(PARTS_LIST);
  const { category, search } = list.state.filters;
  const { setFilters } = list;
  const filter = useMemo<PartsFilter>(() => ({ category, search }), [category, search]);
  const onSearch = useCallback((next: string) => setFilters({ search: next }), [setFilters]);

  const parts = usePartsPage(filter, { pageSize: list.state.pageSize, pageIndex: list.state.page });
  const counts = usePartCounts(search, parts);
  const columns = useMemo(() => partColumns({ compact }), [compact]);
  // The tabs count for the search: the whole catalogue is their sum only when nothing is searched.
  const catalogue = counts && !search ? counts.all : null;
  const categoryLabel = partsCategoryLabel(category ?? PARTS_CATEGORIES[0]);

  return (
    <>
      <PageHeader
        title="Manage Parts"
        subtitle="The parts catalogue dealers order from; only active parts can be ordered."
        actions={
          <>
            <Button variant="contained" component={RouterLink} to="/admin/parts/add" startIcon={<Icon aria-hidden="true">add</Icon>}>
              Add Part
            </Button>
            <Button variant="outlined" onClick={() => setImportOpen(true)} startIcon={<Icon aria-hidden="true">upload_file</Icon>}>
              Import CSV
            </Button>
            <ExportPartsButton filter={filter} shown={parts.total} all={catalogue} />
          </>
        }
      />
      <CountTabs
        aria-label="Parts category"
        options={CATEGORY_TABS}
        value={category}
        counts={counts?.byCategory ?? null}
        onChange={(next) => setFilters({ category: next })}
      />
      <Box role="search" aria-label="Search parts">
        <PartsSearch value={search} onChange={onSearch} />
      </Box>
      <ListView
        aria-label="Parts"
        list={list}
        data={parts}
        columns={columns}
        what="parts"
        empty={{
          title: 'No parts yet',
          message: 'Add parts one at a time, or import a CSV file of the catalogue.',
          action: (
            <Button variant="contained" component={RouterLink} to="/admin/parts/add">
              Add Part
            </Button>
          ),
        }}
        noMatch={{
          icon: 'search_off',
          title: search ? `No parts match “${search}”${category ? ` in ${categoryLabel}` : ''}` : `No parts in ${categoryLabel} yet`,
          message: 'Try another search or category, or show every part.',
          clearLabel: 'Show all parts',
        }}
        onOpenRow={(row) => navigate(partEditPath(row))}
        compact={compact}
      />
      <ImportPartsDialog open={importOpen} onClose={() => setImportOpen(false)} />
    </>
  );
}
