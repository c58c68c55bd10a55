import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../i18n/testing';
import type { StoredFile } from '../../types/orders';
import { describeTypes, formatBytes, refusalOf, uploadErrorMessage } from './fileRules';
import { FileUploadField, type FileUploader } from './FileUploadField';

const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];
const TEN_MB = 10 * 1024 * 1024;

describe('file rules in French', () => {
  it('name types and sizes as French readers write them', async () => {
    await inLanguage('fr', () => {
      expect(describeTypes(IMAGES)).toBe('JPEG, PNG ou WebP');
      expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 Mo');
      expect(formatBytes(2048)).toBe('2 Ko');
      expect(formatBytes(1)).toBe('1 octet');
      expect(formatBytes(12)).toBe('12 octets');
    });
  });

  it('refuse a file and explain a failed upload in French', async () => {
    await inLanguage('fr', () => {
      expect(refusalOf({ name: 'site.svg', type: 'image/svg+xml', size: 5 }, IMAGES, TEN_MB)).toBe("site.svg n’est pas une image JPEG, PNG ou WebP.");
      expect(refusalOf({ name: 'plan.doc', type: 'application/msword', size: 5 }, ['application/pdf'], TEN_MB)).toBe('plan.doc n’est pas un fichier PDF.');
      expect(refusalOf({ name: 'photo.jpg', type: 'image/jpeg', size: TEN_MB + 1 }, IMAGES, TEN_MB)).toBe('photo.jpg dépasse 10 Mo.');
      expect(uploadErrorMessage('a.png', { code: 'storage/unauthenticated' })).toBe(
        'a.png n’a pas pu être téléversé\u00a0: votre session a expiré. Veuillez vous reconnecter.',
      );
      expect(uploadErrorMessage('a.png', new Error('x'))).toBe('a.png n’a pas pu être téléversé. Vérifiez votre connexion et réessayez.');
    });
  });
});

describe('FileUploadField in French', () => {
  it('offers to choose files, and refuses one in French', async () => {
    const upload = vi.fn<FileUploader>();
    const files: StoredFile[] = [{ path: 'w/barn.png', name: 'barn.png', contentType: 'image/png', size: 3 * 1024 * 1024 }];
    await inLanguage('fr', () => {
      render(
        <FileUploadField label="Photos" accept={IMAGES} maxBytes={TEN_MB} value={files} onChange={vi.fn()} pathFor={(file) => file.name} uploadFile={upload} />,
      );
      expect(screen.getByRole('button', { name: 'Choisir des fichiers' })).toBeInTheDocument();
      expect(screen.getByText('ou déposez-les ici')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Photos\u00a0: fichiers téléversés' })).toHaveTextContent('barn.png3 Mo');
      expect(screen.getByRole('button', { name: 'Retirer barn.png' })).toBeInTheDocument();

      fireEvent.change(screen.getByLabelText('Photos'), { target: { files: [new File(['x'], 'plan.svg', { type: 'image/svg+xml' })] } });
      expect(screen.getByText('plan.svg n’est pas une image JPEG, PNG ou WebP.')).toBeInTheDocument();
      expect(upload).not.toHaveBeenCalled();
    });
  });
});
