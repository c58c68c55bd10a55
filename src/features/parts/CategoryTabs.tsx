import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PARTS_CATEGORIES, partsCategoryLabel, type PartsCategory } from '../../reference/parts';
import type { CountsState } from './usePartsPage';

const ALL = 'all';

function label(text: string, count: number | undefined): string {
  return count === undefined ? text : `${text} (${count.toLocaleString('en-US')})`;
}

/** 'All' and one tab per parts category, each with its count (for the search) once known. */
export function CategoryTabs({ value, counts, onChange }: { value: PartsCategory | null; counts: CountsState; onChange: (category: PartsCategory | null) => void }) {
  const ready = counts.status === 'ready' ? counts.counts : null;
  return (
    <Tabs
      value={value ?? ALL}
      onChange={(_event, next: string) => onChange(next === ALL ? null : (next as PartsCategory))}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Parts category"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value={ALL} label={label('All', ready?.all)} />
      {PARTS_CATEGORIES.map((category) => (
        <Tab key={category} value={category} label={label(partsCategoryLabel(category), ready?.byCategory.get(category))} />
      ))}
    </Tabs>
  );
}
