/**
 * A file size as the back-office shows it (spec §9: bytes, KB or MB): under 1 KB in bytes, under
 * 1 MB in KB, else in MB, with one decimal where it says something ("1.5 KB", "12 KB").
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${Math.round(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${unit}`;
}
