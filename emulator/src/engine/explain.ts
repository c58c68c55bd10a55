/**
 * Query Explain (`explainOptions`): the plan summary lists the indexes a query reads in
 * production's shape (`{query_scope, properties}`); with `analyze` the execution stats add what
 * running it cost: results, billed reads, duration and debug counters.
 */
import { indexProperties } from './indexes/definitions.js';
import type { QueryPlan } from './indexes/planner.js';
import type { ExplainMetrics } from './types.js';

/** Candidates a query run looked at (filled in while it runs). */
export interface ExecutionCounts {
  scanned: number;
}

export interface ExecutionStats extends ExecutionCounts {
  returned: number;
  reads: number;
  /** process.hrtime.bigint() when the run started. */
  started: bigint;
}

function duration(started: bigint): string {
  const nanos = process.hrtime.bigint() - started;
  const seconds = nanos / 1_000_000_000n;
  const fraction = (nanos % 1_000_000_000n).toString().padStart(9, '0');
  return `${seconds}.${fraction}s`;
}

export function explainMetrics(plan: QueryPlan, stats?: ExecutionStats): ExplainMetrics {
  const indexesUsed = (plan.used.length > 0 ? plan.used : plan.missing.map((m) => ({ scope: m.index.queryScope, fields: m.index.fields }))).map(
    (u) => ({
      query_scope: u.scope === 'COLLECTION_GROUP' ? 'Collection group' : 'Collection',
      properties: indexProperties(u.fields),
    }),
  );
  const metrics: ExplainMetrics = { planSummary: { indexesUsed } };
  if (stats) {
    metrics.executionStats = {
      resultsReturned: String(stats.returned),
      executionDuration: duration(stats.started),
      readOperations: String(stats.reads),
      debugStats: {
        index_entries_scanned: String(stats.scanned),
        documents_scanned: String(stats.returned),
        billing_details: {
          documents_billable: String(stats.returned),
          index_entries_billable: String(stats.scanned),
          small_ops: '0',
          min_query_cost: stats.returned === 0 ? '1' : '0',
        },
      },
    };
  }
  return metrics;
}
