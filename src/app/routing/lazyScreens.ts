import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppRoute } from '../routes';

const screens = new WeakMap<AppRoute, LazyExoticComponent<ComponentType>>();

/** One lazy component per route, created on first use, so each screen's chunk loads when it is first shown. */
export function lazyScreen(route: AppRoute): LazyExoticComponent<ComponentType> {
  let screen = screens.get(route);
  if (!screen) {
    screen = lazy(route.load);
    screens.set(route, screen);
  }
  return screen;
}
