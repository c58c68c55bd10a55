/**
 * One evaluation of a request: the values of `request` and `resource` (built on first use), the match
 * variables of the block being evaluated, and the documents read with get()/exists(), each fetched once.
 */
import { ANY_SEGMENTS, RulesAccess, SINGLE_REQUEST_ACCESS_LIMIT, UNKNOWN_SEGMENT, type RulesRequest } from './api.js';
import { documentResource, fromPlain, queryDocumentResource, storageResource } from './convert.js';
import { MAX_EXPRESSIONS, accessLimitError, evalError, expressionLimitError } from './errors.js';
import { PartialMap, RPath, RTimestamp, type RMap, type RValue } from './values.js';

const NANOS_PER_MICRO = 1000n;

export class EvalContext {
  /** Match variables by slot; the matcher of each block fills the slots it binds. */
  readonly vars: RValue[];
  /** User function calls in progress (bounded, so recursion cannot run away). */
  depth = 0;
  /**
   * Expressions evaluated so far, over every allow statement the request tries: production stops
   * a request past 1,000, which also bounds how long and how deep any evaluation can run.
   */
  private expressions = 0;
  private requestValue: RMap | undefined;
  private resourceValue: RValue | undefined;
  /** Documents this evaluation has read (one operation: at most 10 distinct ones). */
  private readonly documents = new Map<string, RMap | null>();
  private readonly access: RulesAccess;

  constructor(
    readonly req: RulesRequest,
    slotCount: number,
  ) {
    this.vars = new Array<RValue>(slotCount).fill(null);
    this.access = req.access ?? new RulesAccess();
  }

  /** Counts `n` more evaluated expressions; past the budget the request is refused. */
  count(n: number): void {
    if ((this.expressions += n) > MAX_EXPRESSIONS) expressionLimitError();
  }

  request(): RMap {
    return (this.requestValue ??= buildRequest(this.req));
  }

  resource(): RValue {
    if (this.resourceValue === undefined) {
      const req = this.req;
      if (req.service === 'firebase.storage') this.resourceValue = storageResource(req.storageResource);
      else if (req.queryResource) this.resourceValue = queryDocumentResource(req.queryResource);
      else this.resourceValue = documentResource(req.resource);
    }
    return this.resourceValue;
  }

  /**
   * A document by its rules path (/databases/{d}/documents/{path}) as `get()` shows it, or null when
   * it does not exist; `after` reads the state the request would leave (getAfter, existsAfter).
   */
  document(path: RPath, after: boolean): RMap | null {
    const s = path.segments;
    if (s.length < 5 || s[0] !== 'databases' || s[2] !== 'documents' || (s.length - 3) % 2 !== 0 || s.some((x) => x === '')) {
      evalError(`Invalid document path: ${path.toString()}.`);
    }
    const text = path.toString();
    const key = (after ? 'A' : 'B') + text;
    const cached = this.documents.get(key);
    if (cached !== undefined) return cached;
    const lookup = this.req.lookup;
    if (!lookup) return evalError('Document lookups are not available for this request.');
    // Reads cached by this evaluation cost nothing; a new one counts against the operation and the request.
    if (this.documents.size >= SINGLE_REQUEST_ACCESS_LIMIT) accessLimitError(SINGLE_REQUEST_ACCESS_LIMIT);
    const shared = this.access.documents;
    if (!shared.has(key)) {
      if (shared.size >= this.access.limit) accessLimitError(this.access.limit);
      shared.add(key);
    }
    const doc = documentResource(after ? lookup.getAfter(text) : lookup.get(text));
    this.documents.set(key, doc);
    return doc;
  }
}

function buildRequest(req: RulesRequest): RMap {
  const storage = req.service === 'firebase.storage';
  const segments = splitPath(req.path);
  // A query's documents have no one path: `request.path` is then unknown, like their ids.
  const pathKnown = !hasUnknownSegments(segments);
  const request = pathKnown ? new Map<string, RValue>() : new PartialMap();
  request.set(
    'auth',
    req.auth
      ? new Map<string, RValue>([
          ['uid', req.auth.uid],
          ['token', fromPlain(req.auth.token)],
        ])
      : null,
  );
  request.set('method', req.method);
  if (pathKnown) request.set('path', new RPath(segments));
  request.set('time', new RTimestamp(BigInt(Math.trunc(req.timeMicros)) * NANOS_PER_MICRO));
  request.set('resource', storage ? storageResource(req.storageRequestResource) : documentResource(req.requestResource));
  if (!storage) {
    const q = req.query;
    request.set(
      'query',
      new Map<string, RValue>([
        ['limit', q?.limit === undefined ? null : BigInt(Math.trunc(q.limit))],
        ['offset', q?.offset === undefined ? null : BigInt(Math.trunc(q.offset))],
        ['orderBy', q?.orderBy ?? null],
      ]),
    );
  }
  return request;
}

/** Whether a request path has segments a query leaves open (see UNKNOWN_SEGMENT). */
export function hasUnknownSegments(segments: readonly string[]): boolean {
  return segments.some((s) => s === UNKNOWN_SEGMENT || s === ANY_SEGMENTS);
}

/** `/a/b/c` as its segments. */
export function splitPath(path: string): string[] {
  const segments = path.split('/');
  if (segments[0] === '') segments.shift();
  if (segments.length > 0 && segments[segments.length - 1] === '') segments.pop();
  return segments;
}
