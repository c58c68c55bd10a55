/** Saves text as a CSV file through the browser's download. */
export function downloadCsv(text: string, fileName: string): void {
  // A byte order mark lets spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
