/**
 * A listened query evaluated once per commit however many targets share it: listeners often run
 * the very same query (same parent, same structured query), so the window and the per-document
 * match results are computed once and each target only diffs them against what it sent.
 */
import type { Database, DocChange } from './database.js';
import { parseParentName, requireSameDatabase, type ParentName } from './names.js';
import { compileQuery, projectDocument, queryLimit, validateQuery } from './query.js';
import type { DocComparator } from './queryMatch.js';
import { QueryWindow } from './queryWindow.js';
import type { TargetScope } from './listenTargets.js';
import type { Document, StructuredQuery } from './types.js';

export class QueryView {
  readonly scope: TargetScope;
  readonly parent: ParentName;
  private readonly compare: DocComparator;
  private readonly matches: (doc: Document) => boolean;
  private readonly offset: number;
  /** Present for queries with a limit or offset: their result is a window over the ordered matches. */
  private readonly window: QueryWindow | undefined;
  private filled = false;
  /** The commit the view was last brought up to date with, and what that did. */
  private commitKey: string | undefined;
  private windowChanged = false;
  private readonly matchMemo = new Map<string, boolean>();

  constructor(
    database: string,
    parent: string,
    readonly query: StructuredQuery,
  ) {
    this.parent = parseParentName(parent);
    requireSameDatabase(database, this.parent, parent);
    validateQuery(query);
    const from = query.from![0]!;
    const parentPath = this.parent.path.join('/');
    if (!from.allDescendants) this.scope = { collection: parentPath ? `${parentPath}/${from.collectionId}` : from.collectionId };
    else if (from.collectionId) this.scope = { group: from.collectionId };
    else this.scope = { everywhere: true };
    // Candidates and changes of a plain collection query all come from that collection.
    const compiled = compileQuery(this.parent.parent, query, { checkScope: this.scope.collection === undefined });
    this.compare = compiled.compare;
    this.matches = compiled.selects;
    const limit = queryLimit(query);
    this.offset = query.offset ?? 0;
    if (limit !== undefined || this.offset > 0) {
      this.window = new QueryWindow(this.offset + (limit ?? Infinity), compiled.orderBy, this.matches);
    }
  }

  get windowed(): boolean {
    return this.window !== undefined;
  }

  /** The current results in order, projected as the query selects. */
  results(db: Database): Document[] {
    if (!this.window) {
      // Same result as executeQuery (no limit or offset to apply), with the compiled matcher.
      const documents: Document[] = [];
      for (const doc of this.candidates(db)) if (this.matches(doc)) documents.push(doc);
      documents.sort(this.compare);
      return documents.map((d) => projectDocument(this.query, d));
    }
    if (!this.filled) {
      this.window.fill(this.candidates(db));
      this.filled = true;
    }
    return this.windowResults().map((d) => projectDocument(this.query, d));
  }

  /** The window's result documents, whole (windowed views only). */
  windowResults(): readonly Document[] {
    const documents = this.window!.documents;
    return this.offset > 0 ? documents.slice(this.offset) : documents;
  }

  /** Brings a windowed view up to date with a commit; says whether its window may have changed. */
  advance(db: Database, changes: readonly DocChange[], commitKey: string): boolean {
    if (this.commitKey === commitKey) return this.windowChanged;
    this.commitKey = commitKey;
    this.matchMemo.clear();
    const update = this.filled ? this.window!.update(changes) : 'refill';
    if (update === 'refill') {
      this.window!.fill(this.candidates(db));
      this.filled = true;
    }
    this.windowChanged = update !== 'unchanged';
    return this.windowChanged;
  }

  /** Whether a changed document matches now (computed once per commit and document). */
  matchesAfter(change: DocChange, commitKey: string): boolean {
    if (this.commitKey !== commitKey) {
      this.commitKey = commitKey;
      this.matchMemo.clear();
    }
    let matches = this.matchMemo.get(change.name);
    if (matches === undefined) {
      matches = !!change.after && this.matches(change.after);
      this.matchMemo.set(change.name, matches);
    }
    return matches;
  }

  private candidates(db: Database): Iterable<Document> {
    return db.queryCandidates(this.parent.path.join('/'), this.query);
  }
}

/** Shares views between the targets of one database, released when the last target goes. */
export class QueryViews {
  private readonly views = new Map<string, { view: QueryView; refs: number }>();

  acquire(database: string, parent: string, query: StructuredQuery): { view: QueryView; release: () => void } {
    const key = `${parent}\n${JSON.stringify(query)}`;
    let entry = this.views.get(key);
    if (!entry) {
      entry = { view: new QueryView(database, parent, query), refs: 0 };
      this.views.set(key, entry);
    }
    entry.refs++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (--entry.refs === 0) this.views.delete(key);
    };
    return { view: entry.view, release };
  }
}
