import { describe, expect, it } from 'vitest';
import { MB } from '../../components/upload/fileRules';
import { translate } from '../../i18n/i18n';
import { REQUIRED_MESSAGE } from '../../reference/validation';
import { errorsByPath } from '../../test/schemaErrors';
import {
  DESCRIPTION_TOO_LONG_MESSAGE,
  FILE_NAME_TOO_LONG_MESSAGE,
  FILE_REQUIRED_MESSAGE,
  RESOURCE_FILE_MAX_BYTES,
  SUBTYPE_OF_OTHER_TYPE_MESSAGE,
  SUBTYPE_REQUIRED_MESSAGE,
  TITLE_TOO_LONG_MESSAGE,
  TYPE_REQUIRED_MESSAGE,
  emptyResourceForm,
  resourceFormSchema,
} from './resourceSchema';

/** A File whose size is claimed rather than allocated (100 MB of bytes is not needed to test the limit). */
function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const pdf = fileOf('brochure.pdf', 'application/pdf');
const valid = { title: ' 2027 Brochure ', type: 'marketing', subtype: 'brochures', description: ' The new range. ', file: pdf };
const add = resourceFormSchema('add');
const edit = resourceFormSchema('edit');
const addErrors = (input: object) => errorsByPath(add, { ...valid, ...input });

describe('resource form schema', () => {
  it('accepts a complete resource, trimmed', () => {
    const parsed = add.parse(valid);
    expect(parsed).toEqual({ title: '2027 Brochure', type: 'marketing', subtype: 'brochures', description: 'The new range.', file: pdf });
  });

  it('reports every missing field of an empty form at once (the subtype waits for a type)', () => {
    expect(errorsByPath(add, emptyResourceForm(null))).toEqual({
      title: REQUIRED_MESSAGE,
      type: TYPE_REQUIRED_MESSAGE,
      file: FILE_REQUIRED_MESSAGE,
    });
    expect(errorsByPath(add, emptyResourceForm('sales'))).toEqual({
      title: REQUIRED_MESSAGE,
      subtype: SUBTYPE_REQUIRED_MESSAGE,
      file: FILE_REQUIRED_MESSAGE,
    });
  });

  it('presets a known type only', () => {
    expect(emptyResourceForm('sales').type).toBe('sales');
    expect(emptyResourceForm('recipes').type).toBe('');
    expect(emptyResourceForm(null).type).toBe('');
  });

  it('takes only a subtype of the chosen type', () => {
    expect(addErrors({ type: 'engineering', subtype: 'fabric spec sheets' })).toEqual({});
    expect(addErrors({ type: 'sales', subtype: 'brochures' })).toEqual({ subtype: SUBTYPE_OF_OTHER_TYPE_MESSAGE });
    expect(translate(SUBTYPE_OF_OTHER_TYPE_MESSAGE, { type: 'Sales' })).toBe('Choose one of the subtypes of Sales resources.');
    expect(addErrors({ type: 'marketing', subtype: 'recipes' })).toEqual({ subtype: SUBTYPE_OF_OTHER_TYPE_MESSAGE });
    expect(addErrors({ subtype: '' })).toEqual({ subtype: SUBTYPE_REQUIRED_MESSAGE });
    expect(addErrors({ type: 'recipes' })).toEqual({ type: TYPE_REQUIRED_MESSAGE });
  });

  it('takes PDF, JPEG, PNG and WebP files', () => {
    for (const [name, type] of [['a.pdf', 'application/pdf'], ['a.jpg', 'image/jpeg'], ['a.png', 'image/png'], ['a.webp', 'image/webp']]) {
      expect(addErrors({ file: fileOf(name, type) })).toEqual({});
    }
    // A browser that does not know the type: the extension says it.
    expect(addErrors({ file: fileOf('scan.PDF', '') })).toEqual({});
  });

  it('refuses other kinds of file, in a sentence naming the file', () => {
    expect(addErrors({ file: fileOf('price list.xlsx', 'application/vnd.ms-excel') })).toEqual({
      file: 'price list.xlsx is not a PDF, JPEG, PNG or WebP file.',
    });
    expect(addErrors({ file: fileOf('logo.gif', 'image/gif') })).toEqual({ file: 'logo.gif is not a PDF, JPEG, PNG or WebP file.' });
  });

  it('takes a file of up to 100 MB, and no larger or empty one', () => {
    expect(RESOURCE_FILE_MAX_BYTES).toBe(100 * MB);
    expect(addErrors({ file: fileOf('big.pdf', 'application/pdf', 100 * MB) })).toEqual({});
    expect(addErrors({ file: fileOf('huge.pdf', 'application/pdf', 100 * MB + 1) })).toEqual({ file: 'huge.pdf is larger than 100 MB.' });
    expect(addErrors({ file: fileOf('empty.pdf', 'application/pdf', 0) })).toEqual({ file: 'empty.pdf is empty.' });
  });

  it('takes a file whose name has up to 200 characters, and no longer one (added or as a replacement)', () => {
    expect(addErrors({ file: fileOf(`${'x'.repeat(196)}.pdf`, 'application/pdf') })).toEqual({});
    const longName = fileOf(`${'x'.repeat(197)}.pdf`, 'application/pdf');
    expect(addErrors({ file: longName })).toEqual({ file: FILE_NAME_TOO_LONG_MESSAGE });
    expect(translate(FILE_NAME_TOO_LONG_MESSAGE)).toBe('The file name is longer than 200 characters. Rename the file and choose it again.');
    expect(errorsByPath(edit, { ...valid, file: longName })).toEqual({ file: FILE_NAME_TOO_LONG_MESSAGE });
  });

  it('requires a file to add a resource, not to edit one', () => {
    expect(addErrors({ file: null })).toEqual({ file: FILE_REQUIRED_MESSAGE });
    expect(errorsByPath(edit, { ...valid, file: null })).toEqual({});
    // A replacement is checked like a new file.
    expect(errorsByPath(edit, { ...valid, file: fileOf('a.txt', 'text/plain') })).toEqual({ file: 'a.txt is not a PDF, JPEG, PNG or WebP file.' });
  });

  it('limits the title and the description', () => {
    expect(addErrors({ title: 'x'.repeat(121) })).toEqual({ title: TITLE_TOO_LONG_MESSAGE });
    expect(translate(TITLE_TOO_LONG_MESSAGE)).toBe('At most 120 characters.');
    expect(addErrors({ description: 'x'.repeat(1001) })).toEqual({ description: DESCRIPTION_TOO_LONG_MESSAGE });
    expect(translate(DESCRIPTION_TOO_LONG_MESSAGE)).toBe('At most 1000 characters.');
    expect(addErrors({ description: '' })).toEqual({});
  });
});
