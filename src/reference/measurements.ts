/** Labels for the feet/inch option lists the order forms offer. */

/** feetRange(2, 4) -> ["2'", "3'", "4'"] */
export function feetRange(from: number, to: number, step = 1): string[] {
  return numberRange(from, to, step).map((value) => `${value}'`);
}

/** inchRange(8, 12, 2) -> ['8"', '10"', '12"'] */
export function inchRange(from: number, to: number, step = 1): string[] {
  return numberRange(from, to, step).map((value) => `${value}"`);
}

/** Inclusive range. */
export function numberRange(from: number, to: number, step = 1): number[] {
  if (step <= 0) throw new Error('step must be positive');
  const values: number[] = [];
  for (let value = from; value <= to; value += step) values.push(value);
  return values;
}
