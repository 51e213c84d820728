/** Saving a file the api answered with: the browser's own download of its bytes. */

/** The file name a `Content-Disposition` answer gives, else `fallback`. */
export const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/** Hands `blob` to the browser to save as `filename`. */
export function saveBlobAs(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the save before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
