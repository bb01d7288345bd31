// Long enough for the browser to have started reading the file it was handed.
const REVOKE_AFTER_MS = 30_000;

/** Hands a file to the browser as a download under its own name, through a short-lived URL. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
