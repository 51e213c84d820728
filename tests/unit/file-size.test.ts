import { formatFileSize } from '@/lib/file-size';

describe('formatFileSize (spec §9: bytes, KB or MB)', () => {
  it('shows sizes under 1 KB in bytes', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 bytes');
  });

  it('shows sizes under 1 MB in KB, one decimal while small', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(200 * 1024 + 300)).toBe('200 KB');
  });

  it('shows larger sizes in MB', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
    expect(formatFileSize(48 * 1024 * 1024)).toBe('48 MB');
  });

  it('shows a dash for what is not a size', () => {
    expect(formatFileSize(-1)).toBe('—');
    expect(formatFileSize(Number.NaN)).toBe('—');
  });
});
