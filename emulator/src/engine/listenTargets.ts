/**
 * Listen targets: what a target currently matches, and the exact messages that bring a client from
 * what it was last sent to the state after a commit. Each target remembers the documents (and their
 * update times) it has sent, so unchanged documents are never re-sent and departures are exact.
 */
import type { Database, DocChange } from './database.js';
import { invalidArgument } from './errors.js';
import { parseDocumentName, requireSameDatabase } from './names.js';
import { projectDocument } from './query.js';
import type { QueryView, QueryViews } from './queryView.js';
import type { Document, ListenResponse, Target } from './types.js';

/** Where a target's documents live, so a commit is only shown to targets it can affect. */
export interface TargetScope {
  documents?: string[];
  /** Relative collection path (a plain collection query). */
  collection?: string;
  /** Collection id (a collection group query). */
  group?: string;
  /** An all-descendants query without a collection id. */
  everywhere?: boolean;
}

export interface ListenTarget {
  readonly targetId: number;
  readonly scope: TargetScope;
  /** Current results, remembered as sent. */
  initial(db: Database): Document[];
  /**
   * Messages for a commit's changes that may concern this target (the store already holds the new
   * state); `readTime` is the commit's time, unique per commit.
   */
  diff(db: Database, changes: readonly DocChange[], readTime: string): ListenResponse[];
  /** Releases what the target shares with others; call once it is no longer registered. */
  dispose(): void;
}

/** Builds the target for an `addTarget`, validating it against the stream's database. */
export function createTarget(database: string, targetId: number, target: Target, views: QueryViews): ListenTarget {
  if (target.documents && target.query) throw invalidArgument('A target is either a documents target or a query target, not both.');
  if (target.documents) return new DocumentsTarget(database, targetId, target.documents.documents ?? []);
  if (target.query) {
    const { view, release } = views.acquire(database, target.query.parent, target.query.structuredQuery);
    return new QueryTarget(targetId, view, release);
  }
  throw invalidArgument('A target needs documents or a query.');
}

const changed = (document: Document, targetId: number): ListenResponse => ({ documentChange: { document, targetIds: [targetId] } });
const departed = (document: Document, targetId: number): ListenResponse => ({
  documentChange: { document, removedTargetIds: [targetId] },
});
const deleted = (name: string, targetId: number, readTime: string): ListenResponse => ({
  documentDelete: { document: name, removedTargetIds: [targetId], readTime },
});

class DocumentsTarget implements ListenTarget {
  readonly scope: TargetScope;
  private readonly names: Set<string>;
  /** Name -> update time of the version last sent (only documents the client knows exist). */
  private readonly sent = new Map<string, string>();

  constructor(
    database: string,
    readonly targetId: number,
    names: string[],
  ) {
    if (!Array.isArray(names)) throw invalidArgument('documents.documents must be a list of document names.');
    for (const name of names) requireSameDatabase(database, parseDocumentName(name), name);
    this.names = new Set(names);
    this.scope = { documents: [...this.names] };
  }

  initial(db: Database): Document[] {
    const found: Document[] = [];
    for (const name of this.names) {
      const doc = db.get(name);
      if (!doc) continue;
      found.push(doc);
      this.sent.set(name, doc.updateTime!);
    }
    return found;
  }

  dispose(): void {}

  diff(_db: Database, changes: readonly DocChange[], readTime: string): ListenResponse[] {
    const out: ListenResponse[] = [];
    for (const { name, after } of changes) {
      if (!this.names.has(name)) continue;
      if (after) {
        if (this.sent.get(name) === after.updateTime) continue;
        this.sent.set(name, after.updateTime!);
        out.push(changed(after, this.targetId));
      } else if (this.sent.delete(name)) {
        out.push(deleted(name, this.targetId, readTime));
      }
    }
    return out;
  }
}

class QueryTarget implements ListenTarget {
  readonly scope: TargetScope;
  /** Name -> update time of the version last sent, for the documents currently in the result. */
  private sent = new Map<string, string>();

  constructor(
    readonly targetId: number,
    private readonly view: QueryView,
    readonly dispose: () => void,
  ) {
    this.scope = view.scope;
  }

  initial(db: Database): Document[] {
    const documents = this.view.results(db);
    this.sent = new Map(documents.map((d) => [d.name, d.updateTime!]));
    return documents;
  }

  diff(db: Database, changes: readonly DocChange[], readTime: string): ListenResponse[] {
    return this.view.windowed ? this.diffWindow(db, changes, readTime) : this.diffMatches(changes, readTime);
  }

  private project(doc: Document): Document {
    return projectDocument(this.view.query, doc);
  }

  /** Without a window each changed document is decided on its own. */
  private diffMatches(changes: readonly DocChange[], readTime: string): ListenResponse[] {
    const out: ListenResponse[] = [];
    for (const change of changes) {
      const { name, after } = change;
      if (this.view.matchesAfter(change, readTime)) {
        if (this.sent.get(name) === after!.updateTime) continue;
        this.sent.set(name, after!.updateTime!);
        out.push(changed(this.project(after!), this.targetId));
      } else if (this.sent.delete(name)) {
        out.push(after ? departed(this.project(after), this.targetId) : deleted(name, this.targetId, readTime));
      }
    }
    return out;
  }

  /** With a window, the new window is compared with what the client was sent. */
  private diffWindow(db: Database, changes: readonly DocChange[], readTime: string): ListenResponse[] {
    if (!this.view.advance(db, changes, readTime)) return [];
    const out: ListenResponse[] = [];
    const previous = this.sent;
    this.sent = new Map();
    for (const doc of this.view.windowResults()) {
      this.sent.set(doc.name, doc.updateTime!);
      if (previous.get(doc.name) !== doc.updateTime) out.push(changed(this.project(doc), this.targetId));
    }
    for (const name of previous.keys()) {
      if (this.sent.has(name)) continue;
      const current = db.get(name);
      out.push(current ? departed(this.project(current), this.targetId) : deleted(name, this.targetId, readTime));
    }
    return out;
  }
}
