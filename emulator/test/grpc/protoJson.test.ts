import { describe, expect, it } from 'vitest';
import protobuf from 'protobufjs';
import { messageType } from '../../src/transport/grpc/firestoreProto.js';
import {
  ProtoJsonError,
  decodeToProtoJson,
  encodeProtoJson,
  formatTimestamp,
  fromProtoJson,
  parseTimestamp,
  toProtoJson,
} from '../../src/transport/protoJson.js';

const V1 = 'google.firestore.v1.';

/** JSON -> binary -> JSON must give back the same canonical JSON. */
function roundTrip(typeName: string, json: unknown): unknown {
  const type = messageType(typeName);
  return decodeToProtoJson(type, encodeProtoJson(type, json));
}

/** The raw protobufjs message for some JSON, to inspect what actually goes on the wire. */
function wire(typeName: string, json: unknown): Record<string, unknown> {
  const type = messageType(typeName);
  return type.decode(encodeProtoJson(type, json)) as unknown as Record<string, unknown>;
}

const DOC = 'projects/p/databases/(default)/documents/rooms/a';

describe('Value', () => {
  const values: [string, unknown][] = [
    ['null', { nullValue: null }],
    ['false', { booleanValue: false }],
    ['true', { booleanValue: true }],
    ['zero integer', { integerValue: '0' }],
    ['int64 beyond 2^53', { integerValue: '9007199254740993' }],
    ['int64 minimum', { integerValue: '-9223372036854775808' }],
    ['double', { doubleValue: 1.5 }],
    ['double zero', { doubleValue: 0 }],
    ['NaN', { doubleValue: 'NaN' }],
    ['Infinity', { doubleValue: 'Infinity' }],
    ['-Infinity', { doubleValue: '-Infinity' }],
    ['timestamp with nanos', { timestampValue: '2024-02-29T23:59:59.123456789Z' }],
    ['timestamp with micros', { timestampValue: '2024-02-29T23:59:59.123456Z' }],
    ['timestamp with millis', { timestampValue: '1970-01-01T00:00:00.100Z' }],
    ['timestamp before epoch', { timestampValue: '1969-12-31T23:59:59.999999999Z' }],
    ['empty string', { stringValue: '' }],
    ['unicode string', { stringValue: 'héllo 🌍' }],
    ['bytes', { bytesValue: Buffer.from([0, 1, 2, 250, 255]).toString('base64') }],
    ['empty bytes', { bytesValue: '' }],
    ['reference', { referenceValue: DOC }],
    ['geopoint', { geoPointValue: { latitude: 48.85, longitude: 2.35 } }],
    ['geopoint at origin', { geoPointValue: {} }],
    ['empty array', { arrayValue: {} }],
    ['empty map', { mapValue: {} }],
    [
      'nested map and array',
      {
        mapValue: {
          fields: {
            list: { arrayValue: { values: [{ integerValue: '1' }, { mapValue: { fields: { x: { nullValue: null } } } }] } },
            'with space': { stringValue: 's' },
          },
        },
      },
    ],
  ];
  it.each(values)('round-trips %s', (_name, json) => {
    expect(roundTrip(`${V1}Value`, json)).toEqual(json);
  });

  it('keeps int64 exact on the wire', () => {
    const raw = wire(`${V1}Value`, { integerValue: '9007199254740993' });
    expect(String(raw.integerValue)).toBe('9007199254740993');
    expect(raw.valueType).toBe('integerValue');
  });

  it('encodes timestamps as seconds and nanos', () => {
    const raw = wire(`${V1}Value`, { timestampValue: '2001-09-09T01:46:40.000000007Z' });
    const ts = raw.timestampValue as { seconds: unknown; nanos: number };
    expect(String(ts.seconds)).toBe('1000000000');
    expect(ts.nanos).toBe(7);
  });

  it('sets the oneof even for default values', () => {
    expect(wire(`${V1}Value`, { booleanValue: false }).valueType).toBe('booleanValue');
    expect(wire(`${V1}Value`, { nullValue: null }).valueType).toBe('nullValue');
  });

  it('accepts numbers and numeric strings where JSON allows both', () => {
    expect(roundTrip(`${V1}Value`, { integerValue: 42 })).toEqual({ integerValue: '42' });
    expect(roundTrip(`${V1}Value`, { doubleValue: '2.5' })).toEqual({ doubleValue: 2.5 });
  });

  it('accepts URL-safe base64 bytes', () => {
    const bytes = Buffer.from([251, 255, 254]);
    expect(roundTrip(`${V1}Value`, { bytesValue: bytes.toString('base64url') })).toEqual({ bytesValue: bytes.toString('base64') });
  });

  it('rejects malformed values with the field path', () => {
    const type = messageType(`${V1}Value`);
    expect(() => fromProtoJson(type, { integerValue: '12x' })).toThrow(ProtoJsonError);
    expect(() => fromProtoJson(type, { integerValue: '9223372036854775808' })).toThrow(/out of range/);
    expect(() => fromProtoJson(type, { timestampValue: 'yesterday' })).toThrow(/timestampValue/);
    expect(() => fromProtoJson(type, { mapValue: { fields: { a: { booleanValue: 'yes' } } } })).toThrow(/mapValue\.fields\.a\.booleanValue/);
    expect(() => fromProtoJson(type, { arrayValue: { values: {} } })).toThrow(/expected an array/);
  });
});

describe('Document', () => {
  it('round-trips a document with metadata', () => {
    const doc = {
      name: DOC,
      fields: { n: { integerValue: '1' }, s: { stringValue: 'x' } },
      createTime: '2024-05-01T10:00:00.000001Z',
      updateTime: '2024-05-01T10:00:01Z',
    };
    expect(roundTrip(`${V1}Document`, doc)).toEqual(doc);
  });

  it('omits unset fields and ignores unknown ones', () => {
    expect(roundTrip(`${V1}Document`, { name: DOC, extra: 1 })).toEqual({ name: DOC });
    expect(roundTrip(`${V1}Document`, { name: DOC, fields: {} })).toEqual({ name: DOC });
  });
});

describe('StructuredQuery', () => {
  it('round-trips filters, orders, cursors, offset and limit', () => {
    const query = {
      select: { fields: [{ fieldPath: 'a' }, { fieldPath: '`b.c`' }] },
      from: [{ collectionId: 'rooms', allDescendants: true }],
      where: {
        compositeFilter: {
          op: 'OR',
          filters: [
            { fieldFilter: { field: { fieldPath: 'n' }, op: 'GREATER_THAN_OR_EQUAL', value: { integerValue: '3' } } },
            { fieldFilter: { field: { fieldPath: 'tags' }, op: 'ARRAY_CONTAINS_ANY', value: { arrayValue: { values: [{ stringValue: 'x' }] } } } },
            { unaryFilter: { field: { fieldPath: 'd' }, op: 'IS_NAN' } },
          ],
        },
      },
      orderBy: [
        { field: { fieldPath: 'n' }, direction: 'DESCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
      ],
      startAt: { values: [{ integerValue: '3' }], before: true },
      endAt: { values: [{ referenceValue: DOC }] },
      offset: 2,
      limit: 10,
    };
    expect(roundTrip(`${V1}StructuredQuery`, query)).toEqual(query);
  });

  it('accepts a wrapped Int32Value and answers it bare', () => {
    expect(roundTrip(`${V1}StructuredQuery`, { limit: { value: 5 } })).toEqual({ limit: 5 });
  });

  it('keeps a present zero in a wrapper', () => {
    expect(roundTrip(`${V1}StructuredQuery`, { limit: 0 })).toEqual({ limit: 0 });
  });

  it('accepts enum numbers and rejects unknown enum names', () => {
    const type = messageType(`${V1}StructuredQuery`);
    expect(roundTrip(`${V1}StructuredQuery`, { orderBy: [{ field: { fieldPath: 'a' }, direction: 2 }] })).toEqual({
      orderBy: [{ field: { fieldPath: 'a' }, direction: 'DESCENDING' }],
    });
    expect(() => fromProtoJson(type, { orderBy: [{ field: { fieldPath: 'a' }, direction: 'SIDEWAYS' }] })).toThrow(
      /orderBy\[0\]\.direction/,
    );
  });
});

describe('requests with oneofs and bytes', () => {
  it('round-trips a RunQueryRequest with a transaction id', () => {
    const req = {
      parent: 'projects/p/databases/(default)/documents',
      structuredQuery: { from: [{ collectionId: 'c' }] },
      transaction: Buffer.from('txn-1').toString('base64'),
    };
    expect(roundTrip(`${V1}RunQueryRequest`, req)).toEqual(req);
  });

  it('round-trips a CommitRequest with transforms and preconditions', () => {
    const req = {
      database: 'projects/p/databases/(default)',
      writes: [
        {
          update: { name: DOC, fields: { a: { integerValue: '1' } } },
          updateMask: { fieldPaths: ['a'] },
          updateTransforms: [
            { fieldPath: 't', setToServerValue: 'REQUEST_TIME' },
            { fieldPath: 'n', increment: { doubleValue: 0.5 } },
            { fieldPath: 'l', appendMissingElements: { values: [{ stringValue: 'x' }] } },
          ],
          currentDocument: { exists: false },
        },
        { delete: DOC, currentDocument: { updateTime: '2024-01-01T00:00:00.000001Z' } },
      ],
    };
    expect(roundTrip(`${V1}CommitRequest`, req)).toEqual(req);
  });

  it('round-trips a ListenRequest that removes target 0 and carries labels', () => {
    const req = { database: 'projects/p/databases/(default)', removeTarget: 0, labels: { 'goog-listen-tags': 'x' } };
    expect(roundTrip(`${V1}ListenRequest`, req)).toEqual(req);
  });

  it('round-trips a resumed query target', () => {
    const req = {
      addTarget: {
        query: { parent: 'projects/p/databases/(default)/documents', structuredQuery: { from: [{ collectionId: 'c' }] } },
        targetId: 2,
        resumeToken: Buffer.from([1, 2, 3]).toString('base64'),
        expectedCount: 4,
      },
    };
    expect(roundTrip(`${V1}ListenRequest`, req)).toEqual(req);
  });
});

describe('responses', () => {
  it('round-trips ListenResponse variants', () => {
    const readTime = '2024-01-01T00:00:00.500Z';
    const responses = [
      { targetChange: { targetChangeType: 'ADD', targetIds: [2] } },
      { targetChange: { targetChangeType: 'CURRENT', targetIds: [2], resumeToken: 'AAE=', readTime } },
      { targetChange: { readTime } },
      { targetChange: { targetChangeType: 'REMOVE', targetIds: [2], cause: { code: 7, message: 'denied' } } },
      { documentChange: { document: { name: DOC, fields: { a: { stringValue: 'b' } } }, targetIds: [2], removedTargetIds: [4] } },
      { documentDelete: { document: DOC, removedTargetIds: [2], readTime } },
      { documentRemove: { document: DOC, removedTargetIds: [2] } },
      { filter: { targetId: 2, count: 3 } },
    ];
    for (const res of responses) expect(roundTrip(`${V1}ListenResponse`, res)).toEqual(res);
  });

  it('omits default scalars and normalises timestamp precision', () => {
    expect(roundTrip(`${V1}ListenResponse`, { filter: { targetId: 2, count: 0 } })).toEqual({ filter: { targetId: 2 } });
    expect(roundTrip(`${V1}ListenResponse`, { targetChange: { targetChangeType: 'NO_CHANGE', readTime: '2024-01-01T00:00:00.5Z' } })).toEqual({
      targetChange: { readTime: '2024-01-01T00:00:00.500Z' },
    });
  });

  it('drops fields a proto does not have, like RpcStatus.status', () => {
    const res = { targetChange: { targetChangeType: 'REMOVE', targetIds: [1], cause: { code: 9, message: 'm', status: 'FAILED_PRECONDITION' } } };
    expect(roundTrip(`${V1}ListenResponse`, res)).toEqual({
      targetChange: { targetChangeType: 'REMOVE', targetIds: [1], cause: { code: 9, message: 'm' } },
    });
  });

  it('round-trips WriteResponse with transform results', () => {
    const res = {
      streamId: 's1',
      streamToken: 'AQI=',
      writeResults: [{ updateTime: '2024-01-01T00:00:00.000001Z', transformResults: [{ timestampValue: '2024-01-01T00:00:00.000001Z' }, { integerValue: '3' }] }, {}],
      commitTime: '2024-01-01T00:00:00.000001Z',
    };
    expect(roundTrip(`${V1}WriteResponse`, res)).toEqual(res);
  });

  it('round-trips an aggregation result and an empty BatchGet miss', () => {
    const agg = { result: { aggregateFields: { total: { integerValue: '3' }, avg: { nullValue: null } } }, readTime: '2024-01-01T00:00:00Z' };
    expect(roundTrip(`${V1}RunAggregationQueryResponse`, agg)).toEqual(agg);
    const miss = { missing: DOC, readTime: '2024-01-01T00:00:00Z' };
    expect(roundTrip(`${V1}BatchGetDocumentsResponse`, miss)).toEqual(miss);
  });

  it('renders google.protobuf.Empty as {}', () => {
    expect(roundTrip('google.protobuf.Empty', {})).toEqual({});
  });
});

describe('well-known types', () => {
  it('converts Struct, Value and ListValue to plain JSON', () => {
    const json = { a: 1, b: 'x', c: [true, null, { d: 2.5 }], e: {} };
    expect(roundTrip('google.protobuf.Struct', json)).toEqual(json);
    expect(roundTrip('google.protobuf.Value', null)).toEqual(null);
    expect(roundTrip('google.protobuf.ListValue', [1, 'a'])).toEqual([1, 'a']);
  });

  it('converts Duration and FieldMask', () => {
    expect(roundTrip('google.protobuf.Duration', '-1.500s')).toEqual('-1.500s');
    expect(roundTrip('google.protobuf.Duration', '3s')).toEqual('3s');
    expect(roundTrip('google.protobuf.FieldMask', 'fooBar,baz')).toEqual('fooBar,baz');
    const raw = messageType('google.protobuf.FieldMask').decode(encodeProtoJson(messageType('google.protobuf.FieldMask'), 'fooBar'));
    expect((raw as unknown as { paths: string[] }).paths).toEqual(['foo_bar']);
  });

  it('embeds known types in Any by @type', () => {
    const any = { '@type': 'type.googleapis.com/google.firestore.v1.Cursor', values: [{ integerValue: '1' }], before: true };
    expect(roundTrip('google.protobuf.Any', any)).toEqual(any);
    const wrapped = { '@type': 'type.googleapis.com/google.protobuf.Timestamp', value: '2024-01-01T00:00:00Z' };
    expect(roundTrip('google.protobuf.Any', wrapped)).toEqual(wrapped);
  });

  it('converts every wrapper to its bare value', () => {
    expect(roundTrip('google.protobuf.Int64Value', '-5')).toBe('-5');
    expect(roundTrip('google.protobuf.UInt64Value', '18446744073709551615')).toBe('18446744073709551615');
    expect(roundTrip('google.protobuf.BytesValue', 'AAE=')).toBe('AAE=');
    expect(roundTrip('google.protobuf.BoolValue', true)).toBe(true);
    expect(roundTrip('google.protobuf.StringValue', 's')).toBe('s');
    expect(roundTrip('google.protobuf.DoubleValue', 'NaN')).toBe('NaN');
  });
});

describe('timestamps', () => {
  it('prints 0, 3, 6 or 9 fractional digits', () => {
    expect(formatTimestamp(0, 0)).toBe('1970-01-01T00:00:00Z');
    expect(formatTimestamp(0, 120_000_000)).toBe('1970-01-01T00:00:00.120Z');
    expect(formatTimestamp(0, 120_300_000)).toBe('1970-01-01T00:00:00.120300Z');
    expect(formatTimestamp(0, 120_300_001)).toBe('1970-01-01T00:00:00.120300001Z');
  });

  it('parses offsets, lowercase separators and short fractions', () => {
    expect(parseTimestamp('1970-01-01T01:00:00+01:00')).toEqual({ seconds: 0, nanos: 0 });
    expect(parseTimestamp('1970-01-01t00:00:01.5z')).toEqual({ seconds: 1, nanos: 500_000_000 });
    expect(parseTimestamp('0001-01-01T00:00:00Z').seconds).toBe(-62135596800);
    expect(() => parseTimestamp('2024-02-30T00:00:00Z')).toThrow(ProtoJsonError);
  });
});

describe('decoded messages', () => {
  it('reads decoded protobufjs messages whose defaults live on the prototype', () => {
    const type = messageType(`${V1}Target`);
    const decoded = type.decode(type.encode(type.fromObject({ targetId: 3, once: false })).finish());
    expect(toProtoJson(type, decoded)).toEqual({ targetId: 3 });
  });

  it('survives garbage on the wire only by throwing', () => {
    const type = messageType(`${V1}Document`);
    expect(() => decodeToProtoJson(type, Buffer.from([0x0a, 0xff, 0xff, 0xff]))).toThrow();
  });

  it('encodes int64 from strings without going through doubles', () => {
    const bytes = encodeProtoJson(messageType(`${V1}Value`), { integerValue: '-9007199254740993' });
    const reader = protobuf.Reader.create(bytes);
    reader.uint32(); // tag of field 2
    expect(reader.int64().toString()).toBe('-9007199254740993');
  });
});
