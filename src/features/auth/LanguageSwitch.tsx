import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import { enqueueSnackbar } from 'notistack';
import { useLanguage, useT } from '../../i18n/hooks';
import { LANGUAGE_NAMES, LANGUAGES, LOCALES } from '../../i18n/languages';

/**
 * Switches the page to the other language, named in that language (and marked as such, so a screen reader reads
 * it in the right voice). The choice is remembered by this browser.
 */
export function LanguageSwitch() {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? language;
  const switchLanguage = () => {
    setLanguage(other).catch((error: unknown) => {
      console.error(`Failed to switch to ${other}`, error);
      enqueueSnackbar(t('errors.generic'), { variant: 'error' });
    });
  };
  return (
    <Button
      size="small"
      color="inherit"
      onClick={switchLanguage}
      lang={LOCALES[other]}
      startIcon={<Icon aria-hidden="true">language</Icon>}
      sx={{ flexShrink: 0 }}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
