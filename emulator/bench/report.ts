/** The benchmark's tables: figures for each server and the ratio, > 1 meaning this backend does better. */

export type Unit = 'ops/s' | 'ms';

export interface Row {
  measure: string;
  /** What one pass does, e.g. "500 sets". */
  operations: string;
  unit: Unit;
  ours: number;
  google?: number;
  /** Server CPU time per operation, µs. */
  oursCpu?: number;
  googleCpu?: number;
}

function figure(value: number, unit: Unit): string {
  return unit === 'ms' ? `${value.toFixed(1)} ms` : `${value.toFixed(0)} ops/s`;
}

/** Throughput: ours / Google's; latency: Google's / ours. */
export function ratio(row: Row): number | undefined {
  if (row.google === undefined) return undefined;
  return row.unit === 'ms' ? row.google / row.ours : row.ours / row.google;
}

function table(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...lines.map(format)].join('\n');
}

const cpuFigure = (us: number | undefined) => (us === undefined || !Number.isFinite(us) ? '-' : `${us.toFixed(0)} µs`);

export function comparisonTable(rows: Row[], withGoogle: boolean): string {
  const header = withGoogle
    ? ['measure', 'operations per pass', 'this backend', 'Google', 'ratio', 'CPU/op ours', 'CPU/op Google']
    : ['measure', 'operations per pass', 'this backend', 'CPU/op'];
  const lines = rows.map((r) => {
    const cells = [r.measure, r.operations, figure(r.ours, r.unit)];
    if (withGoogle) cells.push(r.google === undefined ? '-' : figure(r.google, r.unit), `${ratio(r)?.toFixed(2) ?? '-'}x`);
    cells.push(cpuFigure(r.oursCpu));
    if (withGoogle) cells.push(cpuFigure(r.googleCpu));
    return cells;
  });
  return table(header, lines);
}

export interface JournalCost {
  measure: string;
  memory: number;
  unsynced: number;
  synced: number;
}

export function journalCostTable(costs: JournalCost[]): string {
  const share = (value: number, memory: number) => `${value.toFixed(0)} ops/s (${((value / memory) * 100).toFixed(0)} %)`;
  return table(
    ['writes with the journal on', 'in memory', 'journal, no fsync', 'journal + fsync'],
    costs.map((c) => [c.measure, `${c.memory.toFixed(0)} ops/s`, share(c.unsynced, c.memory), share(c.synced, c.memory)]),
  );
}
