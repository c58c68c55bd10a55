import { describe, expect, it } from 'vitest';
import { parseDocumentName, parseParentName } from '../../src/engine/names.js';

const DB = 'projects/p/databases/(default)';

describe('document names under a database already seen', () => {
  it('split the same way as the first name of that database', () => {
    const first = parseDocumentName(`${DB}/documents/a/1`);
    const again = parseDocumentName(`${DB}/documents/a/1/b/2`);
    expect(first).toMatchObject({ project: 'p', database: '(default)', name: DB, path: ['a', '1'], collectionPath: 'a', id: '1' });
    expect(again).toMatchObject({ name: DB, path: ['a', '1', 'b', '2'], collectionPath: 'a/1/b', collectionId: 'b', id: '2' });
    expect(parseParentName(`${DB}/documents`)).toMatchObject({ name: DB, path: [] });
  });

  it('still refuses line breaks, empty segments and odd paths', () => {
    parseDocumentName(`${DB}/documents/a/1`);
    for (const bad of [`${DB}/documents/a\n/1`, `${DB}/documents/a/1\u2028`, `${DB}/documents//1`, `${DB}/documents/a`, `${DB}/documentsx/a/1`]) {
      expect(() => parseDocumentName(bad), bad).toThrow();
    }
  });

  it('tell a project named "documents" from the documents root', () => {
    const name = parseDocumentName('projects/documents/databases/d/documents/a/1');
    expect(name).toMatchObject({ project: 'documents', database: 'd', path: ['a', '1'] });
  });

  it('count long ids in bytes, not characters', () => {
    expect(() => parseDocumentName(`${DB}/documents/a/${'é'.repeat(750)}`)).not.toThrow();
    expect(() => parseDocumentName(`${DB}/documents/a/${'é'.repeat(751)}`)).toThrow(/longer than 1500 bytes/);
    expect(() => parseDocumentName(`${DB}/documents/a/__x__`)).toThrow(/reserved/);
  });
});
