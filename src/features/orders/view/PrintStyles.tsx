import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While the order view is open, printing shows the order alone: no navigation, no buttons or links styled as
 * buttons, black text on white paper without shadows or tinted backgrounds.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header.MuiAppBar-root, nav, .MuiAppBar-root, button, .MuiButton-root, .MuiSnackbar-root, .no-print': {
            display: 'none !important',
          },
          'html, body, main, #root': { background: '#fff !important', color: '#000 !important' },
          'main *': {
            color: '#000 !important',
            backgroundColor: 'transparent !important',
            boxShadow: 'none !important',
            borderColor: '#000 !important',
          },
          a: { textDecoration: 'none' },
          'main section': { breakInside: 'avoid' },
        },
      }}
    />
  );
}
