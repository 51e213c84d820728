import { fileSecondsOf, splitByWeight } from '@/scripts/lib/e2e-parts';

describe('the browser suite in parts of about equal seconds', () => {
  it('puts the longest files in different parts, not the first half of the names in one', () => {
    const seconds = { 'a.spec.ts': 300, 'b.spec.ts': 280, 'c.spec.ts': 20, 'd.spec.ts': 20, 'e.spec.ts': 20 };
    const [first, second] = splitByWeight(Object.keys(seconds), seconds, 2);
    const total = (files: string[]) =>
      files.reduce((sum, file) => sum + seconds[file as keyof typeof seconds], 0);
    expect(first).toContain('a.spec.ts');
    expect(second).toContain('b.spec.ts');
    expect(Math.abs(total(first) - total(second))).toBeLessThanOrEqual(20);
  });

  it('runs every file exactly once, a new one weighing as the median file does', () => {
    const seconds = { 'a.spec.ts': 10, 'b.spec.ts': 50, 'c.spec.ts': 90 };
    const parts = splitByWeight(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'new.spec.ts'], seconds, 2);
    expect(parts.flat().sort()).toEqual(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'new.spec.ts']);
    // The new file weighs 50, the median: c (90) and a (10) against b (50) and it.
    expect(parts).toEqual([
      ['a.spec.ts', 'c.spec.ts'],
      ['b.spec.ts', 'new.spec.ts'],
    ]);
  });

  it("reads each file's seconds, retries included, from Playwright's JSON report", () => {
    const suites = [
      {
        file: 'a.spec.ts',
        specs: [{ tests: [{ results: [{ duration: 1_500 }, { duration: 2_000 }] }] }],
        suites: [{ specs: [{ tests: [{ results: [{ duration: 4_000 }] }] }] }],
      },
      { file: 'b.spec.ts', specs: [{ tests: [{ results: [{ duration: 600 }] }] }] },
    ];
    expect(fileSecondsOf(suites)).toEqual({ 'tests/e2e/a.spec.ts': 8, 'tests/e2e/b.spec.ts': 1 });
  });

  it("counts what runs around a file's tests: its hooks, an api it restarts", () => {
    const at = (second: number) => new Date(Date.UTC(2026, 11, 2, 3, 0, second)).toISOString();
    const suites = [
      // b ran first; its 30 s hook before the second test is not in any test's duration.
      {
        file: 'b.spec.ts',
        specs: [
          { tests: [{ results: [{ startTime: at(0), duration: 5_000 }] }] },
          { tests: [{ results: [{ startTime: at(35), duration: 5_000 }] }] },
        ],
      },
      // a's first test starts 20 s after b's last ends: a's own set-up.
      { file: 'a.spec.ts', specs: [{ tests: [{ results: [{ startTime: at(60), duration: 7_000 }] }] }] },
    ];
    expect(fileSecondsOf(suites)).toEqual({ 'tests/e2e/a.spec.ts': 27, 'tests/e2e/b.spec.ts': 40 });
  });
});
