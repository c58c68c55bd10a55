// The rejected route survives a reload of the login page within the tab, so it lives in sessionStorage too.
const STORAGE_KEY = 'dealer-portal.rejected-route';

export function readRejectedRoute(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeRejectedRoute(path: string | null): void {
  try {
    if (path === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, path);
  } catch {
    // Storage can be unavailable (private mode, disabled cookies); the in-memory value still works.
  }
}
