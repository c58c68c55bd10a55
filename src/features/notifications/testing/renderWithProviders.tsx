import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';

/** Shows the router's current path so tests can assert in-app navigation. */
function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

/** Renders UI inside the providers the app shell gives every screen (router and toasts). */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/dashboard', route = '*' }: { path?: string; route?: string } = {},
) {
  return render(
    <SnackbarProvider autoHideDuration={4000} maxSnack={1}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          {route !== '*' && <Route path="*" element={null} />}
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </SnackbarProvider>,
  );
}
