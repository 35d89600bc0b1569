/** Offers a blob as a download with the given file name (the browser's save dialog or downloads bar). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
