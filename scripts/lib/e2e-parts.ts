/**
 * How the browser suite is split into parts that take about as long: by each file's seconds in a
 * full run (tests/e2e/file-seconds.json), not by how many tests it holds. A split by count put the
 * accessibility walks and the longest walks in one part, which ran four minutes past the other.
 */

/** Seconds a file took in a full run, by its path from the project's root. */
export type FileSeconds = Record<string, number>;

/**
 * The files in `count` parts of about equal seconds: the longest first, each to the part with the
 * fewest seconds so far. A file not measured yet weighs what the median measured one does. Each
 * part lists its files in name order, as Playwright runs them.
 */
export function splitByWeight(files: string[], seconds: FileSeconds, count: number): string[][] {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const weight = (file: string) => seconds[file] ?? median;
  const parts = Array.from({ length: count }, () => ({ files: [] as string[], total: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = parts.reduce((best, part) => (part.total < best.total ? part : best));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return parts.map((part) => part.files.sort());
}

type ReportSuite = {
  file?: string;
  specs?: { tests?: { results?: { startTime?: string; duration?: number }[] }[] }[];
  suites?: ReportSuite[];
};

/**
 * Each file's seconds in Playwright's JSON report of one serial run, by path from the root: from
 * the end of the file before it (or its own first test) to the end of its last test, so that what
 * runs around its tests (its hooks, an api it restarts, its retries) counts. A report without start
 * times gives each file its tests' durations.
 */
export function fileSecondsOf(suites: ReportSuite[], testDir = 'tests/e2e'): FileSeconds {
  const spans = new Map<string, { start: number; end: number; tests: number }>();
  const walk = (suite: ReportSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) {
          const start = result.startTime ? Date.parse(result.startTime) : Number.NaN;
          const duration = result.duration ?? 0;
          const span = spans.get(file) ?? { start: Infinity, end: -Infinity, tests: 0 };
          if (!Number.isNaN(start)) {
            span.start = Math.min(span.start, start);
            span.end = Math.max(span.end, start + duration);
          }
          span.tests += duration;
          spans.set(file, span);
        }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of suites) if (suite.file) walk(suite, `${testDir}/${suite.file}`);
  const byStart = [...spans]
    .filter(([, span]) => Number.isFinite(span.start))
    .sort(([, a], [, b]) => a.start - b.start);
  const previousEnd = new Map(byStart.map(([file], at) => [file, byStart[at - 1]?.[1].end]));
  return Object.fromEntries(
    [...spans].map(([file, span]) => [
      file,
      Math.round(
        (Number.isFinite(span.start) ? span.end - (previousEnd.get(file) ?? span.start) : span.tests) / 1000,
      ),
    ]),
  );
}
