import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredFile } from '../../types/orders';
import { FileUploadField, type FileUploader } from './FileUploadField';

const uploadMock = vi.fn<FileUploader>();

const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];
const TEN_MB = 10 * 1024 * 1024;

/** An upload the test finishes by hand: progress, success or failure. */
function controllableUpload() {
  const calls: { path: string; progress: (f: number) => void; resolve: (f: StoredFile) => void; reject: (e: unknown) => void; cancel: ReturnType<typeof vi.fn> }[] = [];
  uploadMock.mockImplementation((path, file, contentType, onProgress) => {
    let resolve!: (f: StoredFile) => void;
    let reject!: (e: unknown) => void;
    const done = new Promise<StoredFile>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const cancel = vi.fn(() => reject(Object.assign(new Error('canceled'), { code: 'storage/canceled' })));
    calls.push({ path, progress: onProgress, resolve: (f) => resolve(f), reject, cancel });
    void contentType;
    void file;
    return { done, cancel };
  });
  return calls;
}

function Harness({ initial = [], onChange }: { initial?: StoredFile[]; onChange?: (files: StoredFile[]) => void }) {
  const [files, setFiles] = useState<StoredFile[]>(initial);
  return (
    <FileUploadField
      label="Photos"
      helperText="JPEG, PNG or WebP, up to 10 MB each."
      accept={IMAGES}
      maxBytes={TEN_MB}
      value={files}
      onChange={(next) => {
        setFiles(next);
        onChange?.(next);
      }}
      pathFor={(file) => `warranties/acme/w1/${file.name}`}
      uploadFile={uploadMock}
    />
  );
}

function fileOf(name: string, type: string, size = 10) {
  const file = new File(['x'.repeat(Math.min(size, 10))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function stored(name: string): StoredFile {
  return { path: `warranties/acme/w1/${name}`, name, contentType: 'image/png', size: 10 };
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('FileUploadField', () => {
  it('uploads a chosen file with a progress bar, then lists it', async () => {
    const calls = controllableUpload();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 10 MB each.');
    await userEvent.upload(screen.getByLabelText('Photos'), fileOf('barn.png', 'image/png'));

    expect(uploadMock).toHaveBeenCalledWith('warranties/acme/w1/barn.png', expect.any(File), 'image/png', expect.any(Function));
    const bar = screen.getByRole('progressbar', { name: 'Uploading barn.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => calls[0].progress(0.4));
    expect(bar).toHaveAttribute('aria-valuenow', '40');

    await act(async () => calls[0].resolve(stored('barn.png')));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([stored('barn.png')]);
    expect(within(screen.getByRole('list', { name: 'Photos: uploaded files' })).getByText('barn.png')).toBeInTheDocument();
  });

  it('keeps every file when several uploads finish together', async () => {
    const calls = controllableUpload();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Photos'), [fileOf('a.png', 'image/png'), fileOf('b.jpg', 'image/jpeg')]);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    await act(async () => {
      calls[1].resolve(stored('b.jpg'));
      calls[0].resolve(stored('a.png'));
    });
    expect(onChange).toHaveBeenLastCalledWith([stored('b.jpg'), stored('a.png')]);
  });

  it('lists a second file of the same name in place of the first, even stored at another path', async () => {
    const calls = controllableUpload();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const second = { ...stored('barn.png'), path: 'warranties/acme/w1/again/barn.png', size: 20 };
    await userEvent.upload(screen.getByLabelText('Photos'), fileOf('barn.png', 'image/png'));
    await act(async () => calls[0].resolve(stored('barn.png')));
    await userEvent.upload(screen.getByLabelText('Photos'), fileOf('barn.png', 'image/png', 20));
    await act(async () => calls[1].resolve(second));
    expect(onChange).toHaveBeenLastCalledWith([second]);
  });

  it('refuses other types and larger files in words naming them', async () => {
    controllableUpload();
    render(<Harness />);
    // Dropped, so the input's accept filter does not stand in the way.
    fireEvent.drop(screen.getByRole('button', { name: 'Choose files' }).parentElement!, {
      dataTransfer: { files: [fileOf('site.svg', 'image/svg+xml'), fileOf('photo.jpg', 'image/jpeg', TEN_MB + 1)] },
    });
    expect(screen.getByText('site.svg is not a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(screen.getByText('photo.jpg is larger than 10 MB.')).toBeInTheDocument();
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('shows a failed upload in words and retries it', async () => {
    const calls = controllableUpload();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Photos'), fileOf('barn.png', 'image/png'));
    await act(async () => calls[0].reject(Object.assign(new Error('offline'), { code: 'storage/retry-limit-exceeded' })));

    expect(screen.getByText('barn.png could not be uploaded. Check your connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry barn.png' }));
    expect(uploadMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/could not be uploaded/)).not.toBeInTheDocument();
    await act(async () => calls[1].resolve(stored('barn.png')));
    expect(onChange).toHaveBeenLastCalledWith([stored('barn.png')]);
  });

  it('tells the form while files are uploading', async () => {
    const calls = controllableUpload();
    const onUploadingChange = vi.fn();
    render(
      <FileUploadField label="Photos" accept={IMAGES} maxBytes={TEN_MB} value={[]} onChange={vi.fn()} pathFor={(f) => f.name} uploadFile={uploadMock} onUploadingChange={onUploadingChange} />,
    );
    await userEvent.upload(screen.getByLabelText('Photos'), [fileOf('a.png', 'image/png'), fileOf('b.png', 'image/png')]);
    expect(onUploadingChange.mock.calls).toEqual([[true]]);
    await act(async () => calls[0].resolve(stored('a.png')));
    expect(onUploadingChange.mock.calls).toEqual([[true]]);
    await act(async () => calls[1].reject(new Error('offline')));
    expect(onUploadingChange.mock.calls).toEqual([[true], [false]]);
  });

  it('cancels an upload without an error', async () => {
    const calls = controllableUpload();
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Photos'), fileOf('barn.png', 'image/png'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload of barn.png' }));
    expect(calls[0].cancel).toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes an uploaded file from the list', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[stored('site-plan.png'), stored('barn.png')]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove site-plan.png' }));
    expect(onChange).toHaveBeenLastCalledWith([stored('barn.png')]);
    expect(screen.queryByText('site-plan.png')).not.toBeInTheDocument();
  });

  it('opens the file chooser from the keyboard', async () => {
    render(<Harness />);
    const click = vi.spyOn(screen.getByLabelText('Photos'), 'click');
    act(() => screen.getByRole('button', { name: 'Choose files' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it("shows the form's error instead of the hint", () => {
    render(
      <FileUploadField label="Photos" accept={IMAGES} maxBytes={TEN_MB} value={[]} onChange={vi.fn()} pathFor={(f) => f.name} uploadFile={uploadMock} helperText="Hint." error="Add at least one photo." />,
    );
    expect(screen.getByText('Add at least one photo.')).toBeInTheDocument();
    expect(screen.queryByText('Hint.')).not.toBeInTheDocument();
  });
});
