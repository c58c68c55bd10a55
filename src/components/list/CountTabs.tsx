import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useT } from '../../i18n/hooks';
import { useFormat } from '../../i18n/useFormat';

export interface CountTabsProps<V extends string> {
  'aria-label': string;
  /** The tabs after 'All', in order, with their labels. */
  options: readonly { value: V; label: string }[];
  /** null: 'All'. */
  value: V | null;
  /** Items per tab once counted (null while unknown); 'All' shows their sum. */
  counts: ReadonlyMap<V, number> | null;
  onChange: (value: V | null) => void;
}

const ALL = 'all';

/** A list's 'All' tab and one tab per value of a filter (status, category), each with its count once known. */
export function CountTabs<V extends string>({ options, value, counts, onChange, ...rest }: CountTabsProps<V>) {
  const t = useT();
  const format = useFormat();
  const label = (text: string, count: number | undefined) => (count === undefined ? text : `${text} (${format.number(count)})`);
  const all = counts ? [...counts.values()].reduce((sum, n) => sum + n, 0) : undefined;
  return (
    <Tabs
      value={value ?? ALL}
      onChange={(_event, next: string) => onChange(next === ALL ? null : (next as V))}
      variant="scrollable"
      // Always there (unseen while there is nothing to scroll), so the tabs never move aside for them when the
      // counts widen the labels.
      scrollButtons
      allowScrollButtonsMobile
      aria-label={rest['aria-label']}
      // The brand red on white reads at 4.38:1; its dark shade keeps the selected tab's text above 4.5:1.
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root.Mui-selected': { color: 'primary.dark' } }}
    >
      <Tab value={ALL} label={label(t('components.list.all'), all)} />
      {options.map((option) => (
        <Tab key={option.value} value={option.value} label={label(option.label, counts?.get(option.value))} />
      ))}
    </Tabs>
  );
}
