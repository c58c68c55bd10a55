import { describe, expect, it } from 'vitest';
import { humaniseKey, isImageValue, renderNotificationBody } from './renderNotificationBody';

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

  it('renders image URLs and image-keyed URLs as images, other strings as text', () => {
    const fields = renderNotificationBody({
      photo: 'https://cdn.example.com/files/abc?token=1',
      drawing: 'https://cdn.example.com/drawing.PNG',
      storage: 'https://firebasestorage.googleapis.com/v0/b/x/o/warranty%2Fsite.jpg?alt=media&token=t',
      document: 'https://cdn.example.com/spec.pdf',
      image: 'not a url',
    });
    expect(fields.map((field) => field.value.kind)).toEqual(['image', 'image', 'image', 'text', 'text']);
    expect(fields[1]?.value).toEqual({ kind: 'image', src: 'https://cdn.example.com/drawing.PNG' });
  });

  it('renders lists of images from an image-like key', () => {
    const [photos] = renderNotificationBody({ photos: ['https://a.example/1', 'https://a.example/2'] });
    expect(photos?.value).toEqual({
      kind: 'list',
      items: [
        { kind: 'image', src: 'https://a.example/1' },
        { kind: 'image', src: 'https://a.example/2' },
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

  it('stops at a self-referencing body', () => {
    const body: Record<string, unknown> = { name: 'loop' };
    body.self = body;
    expect(() => renderNotificationBody(body)).not.toThrow();
  });
});

describe('humaniseKey', () => {
  it('splits camel case, acronyms and separators', () => {
    expect(humaniseKey('soNumber')).toBe('SO#');
    expect(humaniseKey('leadSource')).toBe('Lead Source');
    expect(humaniseKey('HTMLBody')).toBe('HTML Body');
    expect(humaniseKey('end-customer')).toBe('End Customer');
    expect(humaniseKey('zip')).toBe('Zip');
  });
});

describe('isImageValue', () => {
  it('needs a URL or app path', () => {
    expect(isImageValue('logo', 'javascript:alert(1)')).toBe(false);
    expect(isImageValue('logo', '/files/logo')).toBe(true);
    expect(isImageValue('x', 'data:image/png;base64,AAAA')).toBe(true);
    expect(isImageValue('x', 'photo.jpg')).toBe(false);
  });
});
