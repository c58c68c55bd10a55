import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';

/** Shows the router's current path so tests can assert in-app navigation. */
function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

export interface RenderOptions {
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern that renders the UI under test. */
  route?: string;
  /** Further routes by pattern, e.g. the pages a screen navigates to. */
  otherRoutes?: Record<string, ReactElement>;
}

/** Renders UI inside the providers the app shell gives every screen (router and toasts). */
export function renderWithProviders(ui: ReactElement, { path = '/dashboard', route = '*', otherRoutes = {} }: RenderOptions = {}) {
  return render(
    <SnackbarProvider autoHideDuration={4000} maxSnack={1}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          {Object.entries(otherRoutes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
          {route !== '*' && <Route path="*" element={null} />}
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </SnackbarProvider>,
  );
}
