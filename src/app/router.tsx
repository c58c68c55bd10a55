import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from './errors/RouteErrorScreen';
import { RootLayout } from './layout/RootLayout';
import NotFoundScreen from './NotFoundScreen';
import { ROOT_ACCESS } from './routeMatch';
import { lazyScreen } from './routing/lazyScreens';
import type { RouteHandle } from './routing/routeHandle';
import { appRoutes, NOT_FOUND_NAME, ROOT_REDIRECT, type AppRoute } from './routes';

function ScreenRoute({ route }: { route: AppRoute }) {
  const Screen = lazyScreen(route);
  return <Screen />;
}

/** The router's route objects: the layout (navigation, guard) around every screen of the route table. */
export function buildRouteObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  const notFoundHandle: RouteHandle = { name: NOT_FOUND_NAME, access: null };
  const rootHandle: RouteHandle = { name: '', access: ROOT_ACCESS };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [
            { path: ROOT_REDIRECT.path, element: <Navigate to={ROOT_REDIRECT.to} replace />, handle: rootHandle },
            ...routes.map<RouteObject>((route) => {
              const handle: RouteHandle = { name: route.name, access: route.access };
              return { path: route.path, element: <ScreenRoute route={route} />, handle };
            }),
            { path: '*', element: <NotFoundScreen />, handle: notFoundHandle },
          ],
        },
      ],
    },
  ];
}
