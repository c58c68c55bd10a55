/** Classifies errors thrown while loading a screen's code or styles on demand. */

export type LoadErrorKind = 'css' | 'chunk' | 'other';

export interface LoadError {
  kind: LoadErrorKind;
  /** The stylesheet that failed to preload (kind 'css'): the screen words the failure itself, in the reader's language. */
  file: string | null;
  /**
   * What the error itself says, shown as a technical detail beside the screen's own words: the browser's or the
   * code's wording, never the portal's. null when the error carries no text.
   */
  detail: string | null;
}

// Vite's preload helper rejects with 'Unable to preload CSS for {file}' (the spec's message, section 8), which the
// screen words in the reader's language; failed dynamic imports are worded by the browser (Chromium, Firefox, Safari).
const CSS_PRELOAD = /^Unable to preload CSS for (.+)$/;
const CHUNK_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function classifyLoadError(error: unknown): LoadError {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const detail = text.trim() === '' ? null : text;
  const file = CSS_PRELOAD.exec(text)?.[1] ?? null;
  if (file !== null) return { kind: 'css', file, detail };
  if (CHUNK_PATTERNS.some((pattern) => pattern.test(text))) return { kind: 'chunk', file: null, detail };
  return { kind: 'other', file: null, detail };
}
