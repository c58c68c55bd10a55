import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'material-icons/iconfont/filled.css';
import { App } from './app/App';
import { listenForPreloadErrors } from './app/errors/preloadErrors';
import { initialLanguage } from './i18n/detect';
import { startLanguage } from './i18n/i18n';

listenForPreloadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The first paint is in the reader's language: nothing renders before its messages are loaded and the page's
// `lang` is set.
void startLanguage(initialLanguage()).then(render);
