import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormDateField } from '../../components/form/FormDateField';
import { useZodForm } from '../../components/form/useZodForm';
import { useT } from '../../i18n/hooks';
import { rangeSchema, type RangeInput } from './rangeSchema';
import { quickRanges, sameRange, type ReportRange } from './reportRange';

export interface RangeFormProps {
  range: ReportRange;
  today: Date;
  onChange: (range: ReportRange) => void;
}

const readableOutlined = { color: 'primary.dark', borderColor: 'primary.dark' } as const;
const readableFilled = { bgcolor: 'primary.dark', '&:hover': { bgcolor: 'primary.dark', filter: 'brightness(0.9)' } } as const;

/** The report's first and last day (both included), with quick ranges that apply at once. */
export function RangeForm({ range, today, onChange }: RangeFormProps) {
  const t = useT();
  const { control, handleSubmit, reset } = useZodForm<RangeInput, ReportRange>(rangeSchema, {
    defaultValues: { from: range.from, to: range.to },
  });
  const fromKey = range.from.getTime();
  const toKey = range.to.getTime();
  // A quick range or the address bar changed the range: the fields follow it.
  useEffect(() => {
    reset({ from: new Date(fromKey), to: new Date(toKey) });
  }, [fromKey, toKey, reset]);

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box component="form" noValidate aria-label={t('reports.range.label')} onSubmit={handleSubmit(onChange)}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <FormDateField control={control} name="from" label={t('reports.range.from')} required />
          </Box>
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <FormDateField control={control} name="to" label={t('reports.range.to')} required />
          </Box>
          <Button type="submit" variant="contained" sx={{ ...readableFilled, minHeight: 56, flexShrink: 0 }}>
            {t('reports.range.show')}
          </Button>
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }} role="group" aria-labelledby="quick-ranges-label">
        <Typography id="quick-ranges-label" variant="body2" color="text.secondary" sx={{ mr: 1 }}>
          {t('reports.range.quick')}
        </Typography>
        {quickRanges(today).map((quick) => {
          const current = sameRange(quick.range, range);
          return (
            <Button
              key={quick.key}
              size="small"
              variant={current ? 'contained' : 'outlined'}
              aria-pressed={current}
              sx={current ? readableFilled : readableOutlined}
              onClick={() => onChange(quick.range)}
            >
              {t(quick.label)}
            </Button>
          );
        })}
      </Stack>
    </Paper>
  );
}
