import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/hooks';

/** Read by screen readers, not shown: tells the section's export buttons apart. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: -1,
} as const;

export interface ReportSectionProps {
  title: string;
  description?: ReactNode;
  onExport: () => void;
  children: ReactNode;
}

/** One part of the report: its heading, chart and table, and an export of the table. */
export function ReportSection({ title, description, onExport, children }: ReportSectionProps) {
  const t = useT();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          ) : null}
        </Box>
        <Button
          variant="outlined"
          size="small"
          sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
          startIcon={<Icon aria-hidden="true">download</Icon>}
          onClick={onExport}
        >
          {t('reports.export.button')}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('reports.export.of', { section: title.toLowerCase() })}`}
          </Box>
        </Button>
      </Box>
      {children}
    </Paper>
  );
}
