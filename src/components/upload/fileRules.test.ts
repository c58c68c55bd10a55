import { describe, expect, it } from 'vitest';
import { contentTypeOf, describeTypes, formatBytes, refusalOf, uploadErrorMessage } from './fileRules';

const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];

describe('file rules', () => {
  it('names the accepted types as people say them', () => {
    expect(describeTypes(IMAGES)).toBe('JPEG, PNG or WebP');
    expect(describeTypes(['application/pdf'])).toBe('PDF');
  });

  it('formats sizes', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(contentTypeOf({ name: 'Barn.JPG', type: '' })).toBe('image/jpeg');
    expect(contentTypeOf({ name: 'notes', type: '' })).toBe('');
  });

  it('refuses by type, then size, naming the file', () => {
    const max = 10 * 1024 * 1024;
    expect(refusalOf({ name: 'site.svg', type: 'image/svg+xml', size: 5 }, IMAGES, max)).toBe('site.svg is not a JPEG, PNG or WebP image.');
    expect(refusalOf({ name: 'plan.doc', type: 'application/msword', size: 5 }, ['application/pdf', ...IMAGES], max)).toBe(
      'plan.doc is not a PDF, JPEG, PNG or WebP file.',
    );
    expect(refusalOf({ name: 'photo.jpg', type: 'image/jpeg', size: max + 1 }, IMAGES, max)).toBe('photo.jpg is larger than 10 MB.');
    expect(refusalOf({ name: 'photo.jpg', type: 'image/jpeg', size: max }, IMAGES, max)).toBeNull();
  });

  it('explains a refused upload', () => {
    expect(uploadErrorMessage('a.png', { code: 'storage/unauthorized' })).toBe('a.png could not be uploaded: you are not allowed to add files here.');
    expect(uploadErrorMessage('a.png', { code: 'storage/unauthenticated' })).toBe(
      'a.png could not be uploaded: your session has expired. Please sign in again.',
    );
    expect(uploadErrorMessage('a.png', new Error('x'))).toBe('a.png could not be uploaded. Check your connection and try again.');
  });
});
