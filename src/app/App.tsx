import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { useAuthStateFlow } from '../features/auth/useAuthStateFlow';
import { AppProviders } from './AppProviders';
import { buildRouteObjects } from './router';

const router = createBrowserRouter(buildRouteObjects());

function AuthStateFlow() {
  useAuthStateFlow();
  return null;
}

export function App() {
  return (
    <AppProviders>
      <AuthStateFlow />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
