/** Hands a downloaded Blob to the browser as a file of the given name (a link clicked, then let go). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the click has started the download; the URL is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
