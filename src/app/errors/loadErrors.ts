/** Classifies errors thrown while loading a screen's code or styles on demand. */

export type LoadErrorKind = 'css' | 'chunk' | 'other';

const CSS_PRELOAD_PREFIX = 'Unable to preload CSS for ';

// Vite's preload helper rejects with 'Unable to preload CSS for {file}' (the spec's message, section 8);
// failed dynamic imports are worded by the browser (Chromium, Firefox, Safari).
const CHUNK_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function classifyLoadError(error: unknown): { kind: LoadErrorKind; message: string } {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
  if (message.startsWith(CSS_PRELOAD_PREFIX)) return { kind: 'css', message };
  if (CHUNK_PATTERNS.some((pattern) => pattern.test(message))) return { kind: 'chunk', message };
  return { kind: 'other', message };
}
