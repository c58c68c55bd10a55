/** The login screen as the app renders it, for the sign-in and recovery tests. */
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import LoginScreen from './LoginScreen';

/** The login screen inside the app's language provider, so it follows a change of language. */
export function renderLoginScreen() {
  return render(createElement(LanguageProvider, { children: createElement(LoginScreen) }));
}
