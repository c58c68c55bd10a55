import { useRef } from 'react';
import { useSnackbar } from 'notistack';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { setUserLanguage } from '../../data/usersApi';
import { useLanguage, useT } from '../../i18n/hooks';
import { LANGUAGE_NAMES, LANGUAGES, LOCALES, isLanguage, type Language } from '../../i18n/languages';
import { useSessionStore } from '../../store/session';
import type { User } from '../../types/domain';

const LABEL_ID = 'profile-language-label';
const HINT_ID = 'profile-language-hint';

/**
 * The language the portal speaks to the user: a choice switches the page at once, then is saved to the user's
 * account, which every later sign-in (on any device) switches to. Each language is named in itself.
 */
export function LanguageChoice({ user }: { user: User }) {
  const t = useT();
  const { enqueueSnackbar } = useSnackbar();
  const { language, setLanguage } = useLanguage();
  const setCurrentUser = useSessionStore((state) => state.setCurrentUser);

  // When choices overlap, the last one asked for is shown (activateLanguage) and the only one saved.
  const latestChoice = useRef(0);

  async function choose(chosen: Language) {
    const choice = ++latestChoice.current;
    try {
      await setLanguage(chosen);
    } catch (error) {
      console.error(`Failed to switch to ${chosen}`, error);
      enqueueSnackbar(t('errors.generic'), { variant: 'error' });
      return;
    }
    if (choice !== latestChoice.current) return;
    try {
      await setUserLanguage(user.id, chosen);
      // Read the freshest user: the session may have changed while the write was in flight.
      const latest = useSessionStore.getState().currentUser ?? user;
      setCurrentUser({ ...latest, data: { ...latest.data, language: chosen } });
      enqueueSnackbar(t('profile.language.saved'), { variant: 'success' });
    } catch (error) {
      console.error('Unable to save the language', error);
      enqueueSnackbar(t('profile.language.saveFailed'), { variant: 'error' });
    }
  }

  return (
    <FormControl>
      <FormLabel id={LABEL_ID}>{t('profile.language.title')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={LABEL_ID}
        aria-describedby={HINT_ID}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
      >
        {LANGUAGES.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={LANGUAGE_NAMES[option]} lang={LOCALES[option]} />
        ))}
      </RadioGroup>
      <FormHelperText id={HINT_ID} sx={{ mx: 0 }}>
        {t('profile.language.hint')}
      </FormHelperText>
    </FormControl>
  );
}
