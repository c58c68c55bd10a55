/**
 * Saves bytes under a file name through the browser's download. The object URL is revoked after
 * `revokeAfterMs`: the download has its own copy once started.
 */
export function saveBlob(blob: Blob, fileName: string, revokeAfterMs = 0): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}

/** Saves CSV text as a file in the browser's downloads. */
export function downloadCsv(text: string, fileName: string): void {
  // A byte order mark lets spreadsheet programs read the file as UTF-8.
  saveBlob(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }), fileName);
}
