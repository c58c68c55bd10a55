/**
 * Composite index requirements, as production applies them: each query is planned against the
 * declared indexes (`firestore.indexes.json`); one that needs an undeclared index is refused with
 * production's FAILED_PRECONDITION when enforcement is on, or logged once per missing index when
 * it is off. Either way the needed-but-missing and the declared indexes' use are counted, per
 * project, so a test run can report what firestore.indexes.json lacks and what it declares in vain.
 */
import { FirestoreError } from '../errors.js';
import type { StructuredQuery } from '../types.js';
import { compositeIndexLink, singleFieldIndexLink } from './consoleLink.js';
import { EMPTY_INDEX_CONFIG, indexKey, type IndexConfig, type IndexDefinition } from './definitions.js';
import { planQuery, type MissingIndex, type QueryPlan } from './planner.js';

export interface IndexSettings {
  config: IndexConfig;
  /** Refuse queries that need an undeclared index (else only warn). */
  enforce: boolean;
}

/** What the emulator control endpoint `:indexUsage` reports for a project. */
export interface IndexUsage {
  enforced: boolean;
  /** Indexes queries needed that are not declared, with how many queries needed each. */
  missing: { index: IndexDefinition; queries: number }[];
  /** Declared indexes and how many queries read each. */
  used: { index: IndexDefinition; queries: number }[];
  /** Declared indexes no query read. */
  unused: IndexDefinition[];
}

interface ProjectUsage {
  missing: Map<string, { index: IndexDefinition; queries: number }>;
  used: Map<string, number>;
}

/** The index definition in firestore.indexes.json form, for messages. */
function definitionText(index: IndexDefinition): string {
  return JSON.stringify(index);
}

/** Production's message for a missing index, followed by the definition to declare. */
export function missingIndexMessage(database: string, missing: MissingIndex): string {
  const { index } = missing;
  const declare = `\nAdd to firestore.indexes.json${missing.kind === 'single-field' ? ' (fieldOverrides)' : ' (indexes)'}: `;
  if (missing.kind === 'vector') {
    const project = database.split('/')[1];
    const vector = index.fields[index.fields.length - 1]!;
    const prefix = index.fields.slice(0, -1).map((f) => `--field-config=${f.arrayConfig ? 'array-config=contains' : `order=${f.order!.toLowerCase()}`},field-path=${f.fieldPath} `).join('');
    return (
      'Missing vector index configuration. Please create the required index with the following gcloud command: ' +
      `gcloud firestore indexes composite create --project=${project} --collection-group=${index.collectionGroup} ` +
      `--query-scope=${index.queryScope} ${prefix}--field-config=vector-config='{"dimension":"${vector.vectorConfig!.dimension}","flat": "{}"}',field-path=${vector.fieldPath}` +
      declare + definitionText(index)
    );
  }
  if (missing.kind === 'single-field') {
    const field = index.fields[0]!;
    const mode = field.arrayConfig ? 'ARRAY_CONTAINS' : field.order === 'DESCENDING' ? 'DESC' : 'ASC';
    const override = {
      collectionGroup: index.collectionGroup,
      fieldPath: field.fieldPath,
      indexes: [{ queryScope: index.queryScope, ...(field.arrayConfig ? { arrayConfig: 'CONTAINS' } : { order: field.order }) }],
    };
    return (
      `The query requires a ${index.queryScope}_${mode} index for collection ${index.collectionGroup} and field ${field.fieldPath}. ` +
      `You can create it here: ${singleFieldIndexLink(database, index)}` +
      declare + JSON.stringify(override)
    );
  }
  const withName: IndexDefinition = {
    ...index,
    fields: [...index.fields, { fieldPath: '__name__', order: index.fields[index.fields.length - 1]?.order ?? 'ASCENDING' }],
  };
  return `The query requires an index. You can create it here: ${compositeIndexLink(database, withName)}` + declare + definitionText(index);
}

export class IndexEnforcer {
  private defaults: IndexSettings = { config: EMPTY_INDEX_CONFIG, enforce: false };
  private tracking = false;
  private readonly perProject = new Map<string, IndexSettings>();
  private readonly usage = new Map<string, ProjectUsage>();
  private readonly warned = new Set<string>();

  constructor(private readonly warn: (message: string) => void) {}

  /** The settings every project starts with; `track` turns planning on without enforcement (warnings only). */
  configure(settings: IndexSettings, track = true): void {
    this.defaults = settings;
    this.tracking = track || settings.enforce;
  }

  /** Emulator control: one project's own declared indexes and switch. */
  setProject(project: string, settings: IndexSettings): void {
    this.perProject.set(project, settings);
  }

  private settings(project: string): IndexSettings | undefined {
    return this.perProject.get(project) ?? (this.tracking ? this.defaults : undefined);
  }

  /** The plan of a validated query against the project's declared indexes (for Explain, without counting). */
  plan(project: string, query: StructuredQuery, aggregated: string[] = []): QueryPlan {
    return planQuery(query, (this.perProject.get(project) ?? this.defaults).config, aggregated);
  }

  /**
   * Counts the query's index use; refuses it (enforcing) or warns once (not) when an index is
   * missing. `aggregated`: the fields an aggregation sums or averages.
   */
  check(database: string, query: StructuredQuery, aggregated: string[] = []): void {
    const project = database.split('/')[1]!;
    const settings = this.settings(project);
    if (!settings) return;
    const { used, missing } = planQuery(query, settings.config, aggregated);
    const usage = this.usageOf(project);
    for (const u of used) if (u.declared) {
      const key = indexKey(u.declared);
      usage.used.set(key, (usage.used.get(key) ?? 0) + 1);
    }
    if (missing.length === 0) return;
    for (const m of missing) {
      const key = indexKey(m.index);
      const entry = usage.missing.get(key) ?? { index: m.index, queries: 0 };
      entry.queries++;
      usage.missing.set(key, entry);
    }
    const message = missingIndexMessage(database, missing[0]!);
    if (settings.enforce) throw new FirestoreError('FAILED_PRECONDITION', message);
    const key = `${project}|${indexKey(missing[0]!.index)}`;
    if (!this.warned.has(key)) {
      this.warned.add(key);
      this.warn(`A query would fail in production: ${message}`);
    }
  }

  report(project: string): IndexUsage {
    const settings = this.perProject.get(project) ?? this.defaults;
    const usage = this.usageOf(project);
    const declared = settings.config.indexes;
    return {
      enforced: (this.settings(project)?.enforce) ?? false,
      missing: [...usage.missing.values()],
      used: declared.filter((i) => usage.used.has(indexKey(i))).map((index) => ({ index, queries: usage.used.get(indexKey(index))! })),
      unused: declared.filter((i) => !usage.used.has(indexKey(i))),
    };
  }

  resetUsage(project: string): void {
    this.usage.delete(project);
  }

  private usageOf(project: string): ProjectUsage {
    let usage = this.usage.get(project);
    if (!usage) this.usage.set(project, (usage = { missing: new Map(), used: new Map() }));
    return usage;
  }
}
