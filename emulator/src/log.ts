/** Concise, prefixed logs; silenced in tests. */
let quiet = false;

export function setQuiet(value: boolean): void {
  quiet = value;
}

export function log(scope: string, message: string): void {
  if (!quiet) console.log(`[${scope}] ${message}`);
}

export function warn(scope: string, message: string): void {
  if (!quiet) console.warn(`[${scope}] ${message}`);
}
