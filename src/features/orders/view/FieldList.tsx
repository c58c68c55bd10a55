import Box from '@mui/material/Box';
import type { FieldRow } from './orderFields';

/** Label and value pairs as a description list, two columns where there is room. */
export function FieldList({ rows }: { rows: readonly FieldRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
