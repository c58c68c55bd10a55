import { useState } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { parseDay } from './listState';

export type DateFilterField = 'from' | 'to';

/** How the date filters were first reached: the field to focus, or the calendar to open. */
export interface DateFilterUse {
  field: DateFilterField;
  open: boolean;
}

export interface OrderDateFiltersProps {
  from: string | null;
  to: string | null;
  onChange: (field: DateFilterField, day: string | null) => void;
  /** Set when the pickers load because the user reached a placeholder: they carry on where the user was. */
  firstUse: DateFilterUse | null;
}

function toDay(value: Dayjs | null): string | null | undefined {
  if (!value) return null;
  // A partly typed date is not applied yet (undefined), so the list does not flicker through invalid states.
  return value.isValid() ? parseDay(value.format('YYYY-MM-DD')) : undefined;
}

/**
 * The 'Created from' and 'Created to' date pickers (the list's heaviest filter code), loaded by OrderListFilters
 * when a date filter is first used or already set.
 */
export default function OrderDateFilters({ from, to, onChange, firstUse }: OrderDateFiltersProps) {
  const [open, setOpen] = useState<DateFilterField | null>(firstUse?.open ? firstUse.field : null);
  const picker = (field: DateFilterField) => ({
    open: open === field,
    onOpen: () => setOpen(field),
    onClose: () => setOpen(null),
    autoFocus: firstUse !== null && !firstUse.open && firstUse.field === field,
    onChange: (value: Dayjs | null) => {
      const day = toDay(value);
      if (day !== undefined) onChange(field, day);
    },
    slotProps: { textField: { size: 'small' }, field: { clearable: true } },
  }) as const;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Created from"
        value={from ? dayjs(from) : null}
        maxDate={to ? dayjs(to) : undefined}
        {...picker('from')}
      />
      <DatePicker
        label="Created to"
        value={to ? dayjs(to) : null}
        minDate={from ? dayjs(from) : undefined}
        {...picker('to')}
      />
    </LocalizationProvider>
  );
}
