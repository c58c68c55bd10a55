import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { inLanguage } from '../../i18n/testing';
import { bodyWords, humaniseKey, isNotificationImagePath, renderNotificationBody as renderIn, writtenFields } from './renderNotificationBody';

/** The body as an English reader sees it (the tests' language). */
const renderNotificationBody = (body: unknown) => renderIn(body, bodyWords(translate, 'en-US'));

describe('renderNotificationBody', () => {
  it('skips representative, createdDate, createdBy and id', () => {
    const fields = renderNotificationBody({
      id: 'n1',
      representative: 'Jane',
      createdDate: 1700000000000,
      createdBy: 'u1',
      message: 'Hello',
    });
    expect(fields.map((field) => field.key)).toEqual(['message']);
  });

  it('shows true and false as Yes and No', () => {
    const fields = renderNotificationBody({ rush: true, insured: false });
    expect(fields.map((field) => field.value)).toEqual([
      { kind: 'text', text: 'Yes' },
      { kind: 'text', text: 'No' },
    ]);
  });

  it("labels 'state' as State/Province and humanises other keys", () => {
    const fields = renderNotificationBody({ state: 'ON', siteAddress: '1 Main', install_date: '2025-01-02' });
    expect(fields.map((field) => field.label)).toEqual(['State/Province', 'Site Address', 'Install Date']);
  });

  it('renders a picture uploaded under Storage notifications/ as an image, where its key names a picture', () => {
    const [image, banner] = renderNotificationBody({ image: 'notifications/notice-1/banner.png', banner: 'notifications/notice-1/banner.png' });
    expect(image?.value).toEqual({ kind: 'image', path: 'notifications/notice-1/banner.png' });
    expect(banner?.value).toEqual({ kind: 'text', text: 'notifications/notice-1/banner.png' });
  });

  it('renders every web address, app path, data URL and other Storage folder as plain text, under a picture’s key too', () => {
    const values = {
      image: 'https://cdn.example.com/files/abc?token=1',
      photo: 'https://firebasestorage.googleapis.com/v0/b/x/o/notifications%2Fsite.jpg?alt=media&token=t',
      drawing: 'https://cdn.example.com/drawing.PNG',
      logo: '//cdn.example.com/logo.png',
      picture: '/files/logo.png',
      thumbnail: 'data:image/png;base64,AAAA',
      attachment: 'orders/acme/o1/u1/plan.png',
    };
    const fields = renderNotificationBody(values);
    expect(fields.map((field) => field.value)).toEqual(Object.values(values).map((text) => ({ kind: 'text', text })));
  });

  it('renders lists of pictures from an image-like key, and a web address among them as text', () => {
    const [photos] = renderNotificationBody({ photos: ['notifications/n1/1.jpg', 'https://a.example/2.jpg'] });
    expect(photos?.value).toEqual({
      kind: 'list',
      items: [
        { kind: 'image', path: 'notifications/n1/1.jpg' },
        { kind: 'text', text: 'https://a.example/2.jpg' },
      ],
    });
  });

  it('renders nested objects as labelled groups and applies the rules inside them', () => {
    const [address] = renderNotificationBody({ address: { city: 'Guelph', state: 'ON', id: 'x', verified: true } });
    expect(address).toEqual({
      key: 'address',
      label: 'Address',
      value: {
        kind: 'group',
        fields: [
          { key: 'city', label: 'City', value: { kind: 'text', text: 'Guelph' } },
          { key: 'state', label: 'State/Province', value: { kind: 'text', text: 'ON' } },
          { key: 'verified', label: 'Verified', value: { kind: 'text', text: 'Yes' } },
        ],
      },
    });
  });

  it('shows numbers, timestamps and empty values readably and drops null ones', () => {
    const fields = renderNotificationBody({
      quantity: 3,
      due: { seconds: 1_700_000_000, nanoseconds: 0 },
      notes: '',
      tags: [],
      removed: null,
    });
    expect(fields.map((field) => field.key)).toEqual(['quantity', 'due', 'notes', 'tags']);
    expect(fields[0]?.value).toEqual({ kind: 'text', text: '3' });
    expect(fields[1]?.value).toEqual({ kind: 'text', text: expect.stringMatching(/2023/) });
    expect(fields[2]?.value).toEqual({ kind: 'text', text: '—' });
    expect(fields[3]?.value).toEqual({ kind: 'text', text: '—' });
  });

  it('treats a plain-text body as its message', () => {
    expect(renderNotificationBody('Your order shipped')).toEqual([
      { key: 'message', label: 'Message', value: { kind: 'text', text: 'Your order shipped' } },
    ]);
    expect(renderNotificationBody(undefined)).toEqual([]);
  });

  it("words labels, yes and no, and dates in the reader's language, and keeps what the sender wrote", async () => {
    await inLanguage('fr', () => {
      const fields = renderIn(
        { soNumber: 'SO-1', installDate: 'March 3, 2026', site: { street: '1 Main', state: 'QC', gated: true }, due: new Date(Date.UTC(2025, 2, 4, 15)) },
        bodyWords(translate, 'fr-CA'),
      );
      expect(fields.map((field) => field.label)).toEqual(['Nº de commande client (SO)', 'Date d’installation', 'Chantier', 'Due']);
      expect(fields[1]?.value).toEqual({ kind: 'text', text: 'March 3, 2026' });
      expect(fields[2]?.value).toEqual({
        kind: 'group',
        fields: [
          { key: 'street', label: 'Adresse', value: { kind: 'text', text: '1 Main' } },
          { key: 'state', label: 'Province/État', value: { kind: 'text', text: 'QC' } },
          { key: 'gated', label: 'Gated', value: { kind: 'text', text: 'Oui' } },
        ],
      });
      expect(fields[3]?.value).toEqual({ kind: 'text', text: expect.stringMatching(/^4 mars 2025, \d{1,2} h \d{2}$/) });
    });
  });

  it('stops at a self-referencing body', () => {
    const body: Record<string, unknown> = { name: 'loop' };
    body.self = body;
    expect(() => renderNotificationBody(body)).not.toThrow();
  });
});

describe('humaniseKey', () => {
  it('splits camel case, acronyms and separators', () => {
    expect(humaniseKey('leadSource')).toBe('Lead Source');
    expect(humaniseKey('HTMLBody')).toBe('HTML Body');
    expect(humaniseKey('end-customer')).toBe('End Customer');
    expect(humaniseKey('zip')).toBe('Zip');
  });
});

describe('isNotificationImagePath', () => {
  it('takes only a path under Storage notifications/ without empty or dot segments', () => {
    expect(isNotificationImagePath('notifications/notice-1/banner.png')).toBe(true);
    expect(isNotificationImagePath('notifications/banner.png')).toBe(true);
    expect(isNotificationImagePath('notifications/')).toBe(false);
    expect(isNotificationImagePath('notifications//banner.png')).toBe(false);
    expect(isNotificationImagePath('notifications/../orders/acme/plan.png')).toBe(false);
    expect(isNotificationImagePath('/notifications/banner.png')).toBe(false);
    expect(isNotificationImagePath('https://evil.example/notifications/banner.png')).toBe(false);
    expect(isNotificationImagePath('javascript:alert(1)')).toBe(false);
  });
});

describe('writtenFields', () => {
  it("keeps a notice's own fields and leaves out what another system stored with them", () => {
    expect(writtenFields({ message: 'Price book updated', order: '100004', state: 'SK', urgent: false, region: 'west' })).toEqual({
      message: 'Price book updated',
      order: '100004',
    });
  });

  it('keeps an address whole, as a body or within one', () => {
    const address = { street: '210 Range Road 45', city: 'Saskatoon', state: 'SK', zip: 'S7K 1A1', verified: true };
    expect(writtenFields(address)).toEqual(address);
    expect(writtenFields({ message: 'New site', site: address, flags: { urgent: true } })).toEqual({ message: 'New site', site: address });
  });

  it('passes a body that is not an object on as it is', () => {
    expect(writtenFields('Your order shipped')).toBe('Your order shipped');
    expect(writtenFields(undefined)).toBeUndefined();
  });
});
