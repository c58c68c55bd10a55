import { SearchField } from '../../components/filters/SearchField';
import { useDebouncedSearch } from '../../components/filters/useDebouncedSearch';
import { useT } from '../../i18n/hooks';

/** The search box: the list follows what is typed once typing pauses. */
export function PartsSearch({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const t = useT();
  const [typed, setTyped] = useDebouncedSearch(value, onChange);

  return (
    <SearchField
      label={t('parts.search.label')}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      placeholder={t('parts.search.placeholder')}
      helperText={t('parts.search.hint')}
      type="search"
      sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
    />
  );
}
