import { SearchField } from '../../components/filters/SearchField';
import { useDebouncedSearch } from '../../components/filters/useDebouncedSearch';

/** The search box: the list follows what is typed once typing pauses. */
export function PartsSearch({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const [typed, setTyped] = useDebouncedSearch(value, onChange);

  return (
    <SearchField
      label="Search parts"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      placeholder="Part number or a word of the name"
      helperText="Finds a part by its number or the beginning of it, or by a word of its name."
      type="search"
      sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
    />
  );
}
