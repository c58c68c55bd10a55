import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LoadErrorAlert } from '../../components/data/LoadErrorAlert';
import { PagedDataGrid } from '../../components/data/PagedDataGrid';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import type { PartsFilter } from '../../data/partsApi';
import { partsCategoryLabel } from '../../reference/parts';
import type { Part } from '../../types/parts';
import { CategoryTabs } from './CategoryTabs';
import { ExportPartsButton } from './ExportPartsButton';
import { ImportPartsDialog } from './ImportPartsDialog';
import { PAGE_SIZES, readPartsListState, writePartsListState, type PartsListState } from './listState';
import { partColumns, partEditPath } from './partColumns';
import { PartsSearch } from './PartsSearch';
import { usePartCounts, usePartsPage } from './usePartsPage';

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

  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => readPartsListState(new URLSearchParams(query)), [query]);
  const filter = useMemo<PartsFilter>(() => ({ category: state.category, search: state.search }), [state.category, state.search]);
  const update = useCallback((next: PartsListState) => setParams(writePartsListState(next), { replace: true }), [setParams]);
  const onSearch = useCallback((search: string) => update({ ...state, search }), [update, state]);

  const { state: page, pageIndex, goTo, retry, changes } = usePartsPage(filter, state.pageSize);
  // Rows first: the counts (one aggregation per category) start once the first page has arrived.
  const firstPageSeen = page.page !== null || page.status === 'error';
  const { state: counts } = usePartCounts(state.search, changes, firstPageSeen);
  const ready = counts.status === 'ready' ? counts.counts : null;
  const shown = ready ? (state.category ? (ready.byCategory.get(state.category) ?? 0) : ready.all) : null;

  const rows = page.page?.items ?? [];
  const columns = useMemo(() => partColumns({ compact }), [compact]);

  const filtered = state.category !== null || state.search !== '';
  const emptyNow = page.status === 'ready' && rows.length === 0 && pageIndex === 0;
  const clear = () => update({ ...state, category: null, search: '' });

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
            <ExportPartsButton filter={filter} shown={shown} all={state.search ? null : (ready?.all ?? null)} />
          </>
        }
      />
      <CategoryTabs value={state.category} counts={counts} onChange={(category) => update({ ...state, category })} />
      <Box role="search" aria-label="Search parts">
        <PartsSearch value={state.search} onChange={onSearch} />
      </Box>
      {page.status === 'error' ? <LoadErrorAlert what="parts" onRetry={retry} sx={{ mb: 2 }} /> : null}
      {emptyNow ? (
        filtered ? (
          <EmptyState
            icon="search_off"
            title={
              state.search
                ? `No parts match “${state.search}”${state.category ? ` in ${partsCategoryLabel(state.category)}` : ''}`
                : `No parts in ${partsCategoryLabel(state.category ?? 'endwall')} yet`
            }
            message="Try another search or category, or show every part."
            action={<Button onClick={clear}>Show all parts</Button>}
          />
        ) : (
          <EmptyState
            title="No parts yet"
            message="Add parts one at a time, or import a CSV file of the catalogue."
            action={
              <Button variant="contained" component={RouterLink} to="/admin/parts/add">
                Add Part
              </Button>
            }
          />
        )
      ) : page.status !== 'error' || rows.length > 0 ? (
        <PagedDataGrid<Part>
          aria-label="Parts"
          rows={rows}
          columns={columns}
          loading={page.status === 'loading'}
          rowCount={shown}
          page={pageIndex}
          pageSize={state.pageSize}
          pageSizeOptions={PAGE_SIZES}
          hasNextPage={page.page?.hasMore ?? false}
          onPageChange={goTo}
          onPageSizeChange={(pageSize) => update({ ...state, pageSize })}
          onOpenRow={(row) => navigate(partEditPath(row))}
          compact={compact}
        />
      ) : null}
      <ImportPartsDialog open={importOpen} onClose={() => setImportOpen(false)} />
    </>
  );
}
