/**
 * Saves text as a file: a Blob behind a temporary object URL and a temporary <a download>.
 * The URL is revoked on the next tick, once the click has handed the blob to the browser.
 */
export function downloadTextFile(content: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  // A CSV starts with a byte-order mark: Excel reads it as UTF-8 only then ("é", curly quotes).
  // (fetch's text() drops the server's own mark, so it is put back here.)
  const text = type.startsWith('text/csv') && !content.startsWith('\uFEFF') ? `\uFEFF${content}` : content;
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
