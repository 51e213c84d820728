/** The bench phone's blocking time: Lighthouse's definition, over the phone's own long tasks. */
import { blockingTime, phonePaintTable, type PhonePaintRow } from '@/scripts/bench/phone-paint';

it('counts each long task past 50 ms that starts after the first contentful paint', () => {
  const tasks = [
    { start: 50, duration: 300 }, // before the first paint: not counted
    { start: 400, duration: 120 }, // 70 ms over
    { start: 900, duration: 50 }, // exactly 50: nothing over
    { start: 1_200, duration: 81 }, // 31 ms over
  ];
  expect(blockingTime(tasks, 280)).toBe(101);
  expect(blockingTime([], 280)).toBe(0);
});

const row = (name: string, lcpMs: number[], tbtMs: number[]): PhonePaintRow => ({
  name,
  lcpMs,
  tbtMs,
  hydratedMs: [2_000, 2_100, 2_050],
});
const goals = { lcpBelowMs: 2_000, tbtOverBareMs: 100 };

it('judges each page against the bare page of the same run', () => {
  const table = phonePaintTable(
    [
      { ...row('bare', [380, 400, 390], [40, 60, 50]), hydratedMs: [null, null, null] },
      row('/', [700, 800, 750], [140, 150, 120]),
      row('/shop', [700, 2_100, 750], [100, 90, 120]),
      row('/product', [700, 800, 750], [160, 151, 170]),
    ],
    goals,
  );
  const lines = table.split('\n');
  expect(lines[2]).toMatch(
    /^\| bare \| 0\.39 s \(0\.38, 0\.40, 0\.39\) \| 50 ms \(40, 60, 50\) \| – \| reference \|$/,
  );
  expect(lines[3]).toMatch(/\| met \|$/);
  expect(lines[4]).toMatch(/\| NOT met \(LCP\) \|$/);
  expect(lines[5]).toMatch(/\| 160 ms .*\| NOT met \(TBT\) \|$/);
});
