import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useLanguage, useT } from '../../../i18n/hooks';
import { shownDay } from './dayFormat';
import type { DateFilterField, DateFilterUse } from './OrderDateFilters';

export interface DateFilterPlaceholdersProps {
  from: string | null;
  to: string | null;
  /** Reaching a field or its calendar button loads the pickers; absent while they load. */
  onUse?: (use: DateFilterUse) => void;
}

const LABELS: Record<DateFilterField, string> = { from: 'orders.list.date.from', to: 'orders.list.date.to' };

/**
 * Stand-ins of the two date pickers, the same size and in the same places, shown until the pickers load: focusing
 * one (or pressing its calendar button) loads them, and they take over where the user was.
 */
export function DateFilterPlaceholders({ from, to, onUse }: DateFilterPlaceholdersProps) {
  const t = useT();
  const { language } = useLanguage();
  const days = { from, to };
  return (['from', 'to'] as const).map((field) => (
    <TextField
      key={field}
      label={t(LABELS[field])}
      size="small"
      value={shownDay(days[field], language)}
      onFocus={() => onUse?.({ field, open: false })}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={t('orders.list.date.choose')} onClick={() => onUse?.({ field, open: true })}>
                <Icon>calendar_today</Icon>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  ));
}
