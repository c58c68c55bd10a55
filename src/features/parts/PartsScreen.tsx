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
import { useNamespaces, useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';
import { partsCategoryText } from '../../reference/labels/parts';
import { PARTS_CATEGORIES } from '../../reference/parts';
import { ExportPartsButton } from './ExportPartsButton';
import { ImportPartsDialog } from './ImportPartsDialog';
import { PARTS_LIST } from './listState';
import { partColumns, partEditPath } from './partColumns';
import { PartsSearch } from './PartsSearch';
import { usePartCounts, usePartsPage } from './usePartsPage';

/**
 * /admin/parts: the catalogue by part number, a page at a time from the server and live, with a tab per
 * category (with counts), a search, CSV export and import, and links to add and edit parts. What it shows lives
 * in the URL query.
 */
export default function PartsScreen() {
  useNamespaces('parts', 'reference');
  const t = useT();
  const format = useFormat();
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
  const columns = useMemo(() => partColumns({ compact, t, format }), [compact, t, format]);
  const categoryTabs = PARTS_CATEGORIES.map((value) => ({ value, label: partsCategoryText(value, t) }));
  // The tabs count for the search: the whole catalogue is their sum only when nothing is searched.
  const catalogue = counts && !search ? counts.all : null;
  const categoryLabel = partsCategoryText(category ?? PARTS_CATEGORIES[0], t);
  const noMatchTitle = search
    ? category
      ? t('parts.list.noMatchInCategory', { search, category: categoryLabel })
      : t('parts.list.noMatch', { search })
    : t('parts.list.noneInCategory', { category: categoryLabel });

  return (
    <>
      <PageHeader
        title={t('parts.list.title')}
        subtitle={t('parts.list.subtitle')}
        actions={
          <>
            <Button variant="contained" component={RouterLink} to="/admin/parts/add" startIcon={<Icon aria-hidden="true">add</Icon>}>
              {t('parts.list.add')}
            </Button>
            <Button variant="outlined" onClick={() => setImportOpen(true)} startIcon={<Icon aria-hidden="true">upload_file</Icon>}>
              {t('parts.list.import')}
            </Button>
            <ExportPartsButton filter={filter} shown={parts.total} all={catalogue} />
          </>
        }
      />
      <CountTabs
        aria-label={t('parts.list.categoryTabs')}
        options={categoryTabs}
        value={category}
        counts={counts?.byCategory ?? null}
        onChange={(next) => setFilters({ category: next })}
      />
      <Box role="search" aria-label={t('parts.search.label')}>
        <PartsSearch value={search} onChange={onSearch} />
      </Box>
      <ListView
        aria-label={t('parts.list.label')}
        list={list}
        data={parts}
        columns={columns}
        what={t('parts.list.what')}
        empty={{
          title: t('parts.list.empty.title'),
          message: t('parts.list.empty.message'),
          action: (
            <Button variant="contained" component={RouterLink} to="/admin/parts/add">
              {t('parts.list.add')}
            </Button>
          ),
        }}
        noMatch={{
          icon: 'search_off',
          title: noMatchTitle,
          message: t('parts.list.noMatchMessage'),
          clearLabel: t('parts.list.showAll'),
        }}
        onOpenRow={(row) => navigate(partEditPath(row))}
        compact={compact}
      />
      <ImportPartsDialog open={importOpen} onClose={() => setImportOpen(false)} />
    </>
  );
}
