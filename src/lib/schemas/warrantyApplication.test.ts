import { describe, expect, it } from 'vitest';
import { errorsByPath } from '../../test/schemaErrors';
import {
  DUPLICATE_PHOTO_MESSAGE,
  FUTURE_INSTALL_MESSAGE,
  INSTALLER_REQUIRED_MESSAGE,
  INSTALLER_TOO_LONG_MESSAGE,
  INSTALL_BEFORE_DELIVERY_MESSAGE,
  INVALID_DATE_MESSAGE,
  PHOTOS_REQUIRED_MESSAGE,
  PHOTO_ELSEWHERE_MESSAGE,
  PHOTO_NAME_MESSAGE,
  TOO_MANY_PHOTOS_MESSAGE,
  WARRANTY_ID_MESSAGE,
  applicationSchema,
  installDateProblem,
  parseApplicationRequest,
} from './warrantyApplication';

const deliveredAt = new Date(2026, 2, 4, 15, 30);
const today = new Date(2026, 10, 26, 9, 0);
const schema = applicationSchema({ company: 'acme', warrantyId: 'w1', deliveredAt, today });
const photo = { path: 'warranties/acme/w1/barn.png', name: 'barn.png', contentType: 'image/png', size: 100 };
const photoAt = (path: string) => ({ ...photo, path });
const customer = {
  name: 'Prairie Cattle Co.',
  phone: '306-555-0142',
  email: '',
  site: { street: '12 Range Road 300', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', country: 'CA' },
};
const valid = { customer, installDate: new Date(2026, 5, 1), installer: ' Northern Installs ', photos: [photo] };
const errorsOf = (input: object) => errorsByPath(schema, { ...valid, ...input });

describe('warranty application form schema', () => {
  it('accepts a complete application, trimmed', () => {
    const parsed = schema.parse(valid);
    expect(parsed.installer).toBe('Northern Installs');
    expect(parsed.installDate).toEqual(new Date(2026, 5, 1));
  });

  it('accepts the delivery day and today, whatever their time', () => {
    expect(errorsOf({ installDate: new Date(2026, 2, 4) })).toEqual({});
    expect(errorsOf({ installDate: new Date(2026, 10, 26, 23, 59) })).toEqual({});
  });

  it('requires the install date, the installer and a photo', () => {
    expect(errorsOf({ installDate: null, installer: '  ', photos: [] })).toEqual({
      installDate: 'validation.warranty.installDateRequired',
      installer: INSTALLER_REQUIRED_MESSAGE,
      photos: PHOTOS_REQUIRED_MESSAGE,
    });
    expect(errorsOf({ installer: 'I'.repeat(101) })).toEqual({ installer: INSTALLER_TOO_LONG_MESSAGE });
  });

  it('refuses a date in the future, before the delivery, or half typed', () => {
    expect(errorsOf({ installDate: new Date(2026, 10, 27) })).toEqual({ installDate: FUTURE_INSTALL_MESSAGE });
    expect(errorsOf({ installDate: new Date(2026, 2, 3) })).toEqual({ installDate: INSTALL_BEFORE_DELIVERY_MESSAGE });
    expect(errorsOf({ installDate: new Date(NaN) })).toEqual({ installDate: INVALID_DATE_MESSAGE });
  });

  it('checks the end customer with its own schema', () => {
    expect(errorsOf({ customer: { ...customer, name: '' } })).toEqual({ 'customer.name': 'validation.required' });
  });

  it("takes 1 to 10 distinct photos, each directly in the warranty's own folder", () => {
    const ten = Array.from({ length: 10 }, (_, i) => photoAt(`warranties/acme/w1/photo-${i}.png`));
    expect(errorsOf({ photos: ten })).toEqual({});
    expect(errorsOf({ photos: [...ten, photoAt('warranties/acme/w1/one-more.png')] })).toEqual({ photos: TOO_MANY_PHOTOS_MESSAGE });
    expect(errorsOf({ photos: [photo, photo] })).toEqual({ photos: DUPLICATE_PHOTO_MESSAGE });
    for (const path of [
      'warranties/acme/decoy/barn.png',
      'warranties/other/w1/barn.png',
      'warranties/acme/w1/nested/barn.png',
      'warranties/acme/w1/',
      'gs://bucket/warranties/acme/w1/barn.png',
      'https://example.com/warranties/acme/w1/barn.png',
    ]) {
      expect(errorsOf({ photos: [photoAt(path)] })).toEqual({ photos: PHOTO_ELSEWHERE_MESSAGE });
    }
    const long = `${'x'.repeat(197)}.png`;
    expect(errorsOf({ photos: [photoAt(`warranties/acme/w1/${long}`)] })).toEqual({ photos: PHOTO_NAME_MESSAGE });
    expect(errorsOf({ photos: [photoAt('warranties/acme/w1/a..png')] })).toEqual({ photos: PHOTO_NAME_MESSAGE });
    expect(errorsOf({ photos: [photoAt(`warranties/acme/w1/${'x'.repeat(196)}.png`)] })).toEqual({});
  });
});

describe('warranty application request (what APPLYWARRANTY takes)', () => {
  const request = {
    id: 'w1',
    order: '100001',
    endCustomer: customer,
    installDate: '2026-06-01T06:00:00.000Z',
    installer: ' Northern Installs ',
    photos: ['warranties/acme/w1/barn.png'],
  };
  const parse = (overrides: object) => parseApplicationRequest({ ...request, ...overrides }, 'acme');

  it('keeps what the server writes from and drops everything else', () => {
    const parsed = parse({ fabric: 'PVC', company: 'other', status: 'approved' });
    expect(parsed).toEqual({
      ok: true,
      request: { ...request, installer: 'Northern Installs', installDate: new Date('2026-06-01T06:00:00.000Z') },
    });
  });

  it('refuses an id of another shape, a date that is not an instant, and photos of another folder', () => {
    const refused = (message: string) => ({ ok: false, refusal: { message, values: {} } });
    expect(parse({ id: 'a/b' })).toEqual(refused(WARRANTY_ID_MESSAGE));
    expect(parse({ id: 'x'.repeat(129) })).toEqual(refused(WARRANTY_ID_MESSAGE));
    expect(WARRANTY_ID_MESSAGE).toBe('errors.server.notWarrantyId');
    expect(parse({ installDate: '2026-06-01' })).toEqual(refused(INVALID_DATE_MESSAGE));
    expect(parse({ photos: ['warranties/other/w1/barn.png'] })).toEqual(refused(PHOTO_ELSEWHERE_MESSAGE));
    expect(parseApplicationRequest(request, 'other')).toEqual(refused(PHOTO_ELSEWHERE_MESSAGE));
    expect(parse({ photos: [] })).toEqual(refused(PHOTOS_REQUIRED_MESSAGE));
    expect(parse({ installer: 'I'.repeat(101) })).toEqual({ ok: false, refusal: { message: INSTALLER_TOO_LONG_MESSAGE, values: { max: 100 } } });
    expect(parseApplicationRequest(null, 'acme').ok).toBe(false);
  });
});

describe('install date bounds', () => {
  const bounds = { earliest: new Date(2026, 2, 4), latest: new Date(2026, 10, 26, 9) };

  it('accepts both bounds and refuses outside them', () => {
    expect(installDateProblem(bounds.earliest, bounds)).toBeNull();
    expect(installDateProblem(bounds.latest, bounds)).toBeNull();
    expect(installDateProblem(new Date(bounds.latest.getTime() + 1), bounds)).toBe(FUTURE_INSTALL_MESSAGE);
    expect(installDateProblem(new Date(bounds.earliest.getTime() - 1), bounds)).toBe(INSTALL_BEFORE_DELIVERY_MESSAGE);
  });
});
