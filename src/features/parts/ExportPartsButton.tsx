import { ExportCsvButton, type ExportChoice } from '../../components/list/ExportCsvButton';
import { fetchAllParts, type PartsFilter } from '../../data/partsApi';
import { useT } from '../../i18n/hooks';
import { partsCsv, partsCsvFileName } from './partsCsv';

export interface ExportPartsButtonProps {
  filter: PartsFilter;
  /** How many parts the filter matches, and the whole catalogue (null while unknown). */
  shown: number | null;
  all: number | null;
}

const WHOLE_CATALOGUE: PartsFilter = { category: null, search: '' };

function exportOf(label: string, filter: PartsFilter, total: number | null): ExportChoice {
  return {
    label,
    total,
    run: async (onProgress) => {
      const parts = await fetchAllParts(filter, onProgress);
      return { csv: partsCsv(parts), fileName: partsCsvFileName(new Date(), filter.search ? null : filter.category), count: parts.length };
    },
  };
}

/**
 * Exports parts as CSV in the import's format: the whole catalogue, or (when a tab or a search narrows the list)
 * the parts the list shows, chosen from a menu.
 */
export function ExportPartsButton({ filter, shown, all }: ExportPartsButtonProps) {
  const t = useT();
  const filtered = filter.category !== null || filter.search !== '';
  const whole = exportOf(t('parts.export.wholeCatalogue'), WHOLE_CATALOGUE, all);
  return (
    <ExportCsvButton
      noun={{ one: t('parts.export.one'), other: t('parts.export.other') }}
      choices={filtered ? [exportOf(t('parts.export.thisList'), filter, shown), whole] : [whole]}
    />
  );
}
