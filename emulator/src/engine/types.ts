/**
 * Firestore v1 messages in their proto3 JSON form (the REST and WebChannel wire shape).
 * The engine speaks only this form; the gRPC transport converts to and from protobuf objects.
 */

export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string } // int64 as a decimal string: exact beyond 2^53
  | { doubleValue: number | 'NaN' | 'Infinity' | '-Infinity' }
  | { timestampValue: string } // RFC 3339, up to nanoseconds
  | { stringValue: string }
  | { bytesValue: string } // base64
  | { referenceValue: string } // projects/{p}/databases/{d}/documents/{path}
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Record<string, Value> } };

export type Fields = Record<string, Value>;

export interface Document {
  name: string; // full resource name
  fields?: Fields;
  createTime?: string;
  updateTime?: string;
}

export interface Precondition {
  exists?: boolean;
  updateTime?: string;
}

export interface DocumentMask {
  fieldPaths?: string[];
}

export interface FieldTransform {
  fieldPath: string;
  setToServerValue?: 'REQUEST_TIME' | 'SERVER_VALUE_UNSPECIFIED';
  increment?: Value;
  maximum?: Value;
  minimum?: Value;
  appendMissingElements?: { values?: Value[] };
  removeAllFromArray?: { values?: Value[] };
}

export interface Write {
  update?: Document;
  delete?: string;
  verify?: string;
  transform?: { document: string; fieldTransforms?: FieldTransform[] };
  updateMask?: DocumentMask;
  updateTransforms?: FieldTransform[];
  currentDocument?: Precondition;
}

export interface WriteResult {
  updateTime?: string;
  transformResults?: Value[];
}

export interface FieldReference {
  fieldPath: string;
}

export type FieldOperator =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export type UnaryOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export interface Filter {
  compositeFilter?: { op: 'AND' | 'OR'; filters: Filter[] };
  fieldFilter?: { field: FieldReference; op: FieldOperator; value: Value };
  unaryFilter?: { field: FieldReference; op: UnaryOperator };
}

export interface Order {
  field: FieldReference;
  direction?: 'ASCENDING' | 'DESCENDING' | 'DIRECTION_UNSPECIFIED';
}

export interface Cursor {
  values?: Value[];
  before?: boolean;
}

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  limit?: number | { value?: number }; // JSON Int32Value may arrive bare or wrapped
  findNearest?: FindNearest;
}

export type DistanceMeasure = 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT';

/** Vector search: the `limit` documents whose `vectorField` is nearest to `queryVector`. */
export interface FindNearest {
  vectorField: FieldReference;
  queryVector: Value;
  distanceMeasure: DistanceMeasure;
  limit: number | { value?: number };
  distanceResultField?: string;
  distanceThreshold?: number | { value?: number };
}

export interface ExplainOptions {
  analyze?: boolean;
}

/** Query Explain: the plan (indexes used) and, when analyzed, what running it cost. */
export interface ExplainMetrics {
  planSummary: { indexesUsed: Record<string, unknown>[] };
  executionStats?: {
    resultsReturned: string;
    executionDuration: string;
    readOperations: string;
    debugStats: Record<string, unknown>;
  };
}

export interface Aggregation {
  alias?: string;
  count?: { upTo?: string | number };
  sum?: { field: FieldReference };
  avg?: { field: FieldReference };
}

export interface StructuredAggregationQuery {
  structuredQuery: StructuredQuery;
  aggregations?: Aggregation[];
}

export interface TransactionOptions {
  readOnly?: { readTime?: string };
  readWrite?: { retryTransaction?: string };
}

export interface CommitRequest {
  writes?: Write[];
  transaction?: string; // base64
}
export interface CommitResponse {
  writeResults: WriteResult[];
  commitTime: string;
}

export interface BatchGetRequest {
  documents?: string[];
  mask?: DocumentMask;
  transaction?: string;
  newTransaction?: TransactionOptions;
  readTime?: string;
}
export interface BatchGetResponse {
  found?: Document;
  missing?: string;
  transaction?: string;
  readTime: string;
}

export interface RunQueryRequest {
  structuredQuery?: StructuredQuery;
  transaction?: string;
  newTransaction?: TransactionOptions;
  readTime?: string;
  explainOptions?: ExplainOptions;
}
export interface RunQueryResponse {
  document?: Document;
  transaction?: string;
  /** Absent only on the plan-only answer of an Explain without analyze. */
  readTime?: string;
  skippedResults?: number;
  done?: boolean;
  explainMetrics?: ExplainMetrics;
}

export interface RunAggregationQueryRequest {
  structuredAggregationQuery?: StructuredAggregationQuery;
  transaction?: string;
  newTransaction?: TransactionOptions;
  readTime?: string;
  explainOptions?: ExplainOptions;
}
export interface RunAggregationQueryResponse {
  result?: { aggregateFields?: Record<string, Value> };
  transaction?: string;
  /** Absent only on the plan-only answer of an Explain without analyze. */
  readTime?: string;
  explainMetrics?: ExplainMetrics;
}

export interface Target {
  query?: { parent: string; structuredQuery: StructuredQuery };
  documents?: { documents: string[] };
  targetId?: number;
  resumeToken?: string;
  readTime?: string;
  once?: boolean;
  expectedCount?: number | { value?: number };
}

export interface ListenRequest {
  database?: string;
  addTarget?: Target;
  removeTarget?: number;
  labels?: Record<string, string>;
}

export interface RpcStatus {
  code: number;
  message: string;
  status?: string;
}

export interface TargetChange {
  targetChangeType?: 'NO_CHANGE' | 'ADD' | 'REMOVE' | 'CURRENT' | 'RESET';
  targetIds?: number[];
  cause?: RpcStatus;
  resumeToken?: string;
  readTime?: string;
}

export interface ListenResponse {
  targetChange?: TargetChange;
  documentChange?: { document: Document; targetIds?: number[]; removedTargetIds?: number[] };
  documentDelete?: { document: string; removedTargetIds?: number[]; readTime?: string };
  documentRemove?: { document: string; removedTargetIds?: number[]; readTime?: string };
  filter?: { targetId: number; count: number };
}

export interface WriteRequest {
  database?: string;
  streamId?: string;
  writes?: Write[];
  streamToken?: string;
  labels?: Record<string, string>;
}

export interface WriteResponse {
  streamId?: string;
  streamToken?: string;
  writeResults?: WriteResult[];
  commitTime?: string;
}

/** Who is calling: parsed from `Authorization: Bearer <token>`. */
export interface RequestContext {
  /** `Bearer owner` (or no rules enforcement): bypasses security rules. */
  privileged: boolean;
  /** Decoded ID-token claims (uid in `user_id`/`sub`), or null when unauthenticated. */
  auth: { uid: string; token: Record<string, unknown> } | null;
}

/** A bidirectional stream (Listen or Write) as seen by a transport. */
export interface StreamSession<Req, Res> {
  /** Feed one client message. Errors are reported through `onError`, never thrown. */
  send(request: Req): void;
  /** Client went away or half-closed: release listeners. */
  close(): void;
  onMessage: (response: Res) => void;
  /** The stream failed; the transport ends it with this status. */
  onError: (error: RpcStatus) => void;
}
