/** Past document versions for reads at a readTime: lookups, the one-hour window, the memory budget. */
import { describe, expect, it } from 'vitest';
import type { DocChange } from '../../src/engine/database.js';
import type { Document } from '../../src/engine/types.js';
import { RETENTION_MICROS, VersionHistory } from '../../src/engine/versions.js';

const NAME = 'projects/p/databases/(default)/documents/c/d';
const doc = (v: number): Document => ({ name: NAME, fields: { v: { integerValue: String(v) } } });
const change = (before: Document | null, after: Document | null): DocChange => ({
  name: NAME,
  collectionPath: 'c',
  collectionId: 'c',
  before,
  after,
});

describe('version history', () => {
  it('answers the version current at any time since it started', () => {
    const h = new VersionHistory(1000);
    h.record([change(null, doc(1))], 2000);
    h.record([change(doc(1), doc(2))], 3000);
    h.record([change(doc(2), null)], 4000);
    expect(h.versionAt(NAME, 1500)).toBeNull(); // not yet created
    expect(h.versionAt(NAME, 2000)).toEqual(doc(1)); // a read at a commit's time sees it
    expect(h.versionAt(NAME, 2999)).toEqual(doc(1));
    expect(h.versionAt(NAME, 3500)).toEqual(doc(2));
    expect(h.versionAt(NAME, 4000)).toBeUndefined(); // the stored state (deleted)
    expect([...h.namesIn('c')]).toEqual([NAME]);
    expect(h.oldestReadable(5000)).toBe(1000);
  });

  it('forgets versions older than an hour and refuses reads before them', () => {
    const h = new VersionHistory(0);
    h.record([change(null, doc(1))], 1000);
    h.record([change(doc(1), doc(2))], 2000);
    const later = 2000 + RETENTION_MICROS + 1;
    h.record([change(doc(2), doc(3))], later);
    expect(h.oldestReadable(later)).toBe(later - RETENTION_MICROS);
    expect(h.versionAt(NAME, later - 1)).toEqual(doc(2));
  });

  it('keeps within its memory budget, oldest versions first', () => {
    const h = new VersionHistory(0, 10_000);
    for (let i = 1; i <= 1000; i++) h.record([change(doc(i - 1), doc(i))], i * 10);
    const oldest = h.oldestReadable(10_000);
    // Only the latest versions fit; reads before them are refused rather than answered wrongly.
    expect(oldest).toBeGreaterThan(9000);
    expect(h.versionAt(NAME, oldest)).toEqual(doc(Math.floor(oldest / 10)));
    expect(h.versionAt(NAME, 9995)).toEqual(doc(999));
  });

  it('starts afresh after a reset', () => {
    const h = new VersionHistory(0);
    h.record([change(null, doc(1))], 1000);
    h.reset(5000);
    expect(h.versionAt(NAME, 500)).toBeUndefined();
    expect(h.oldestReadable(6000)).toBe(5000);
  });
});
