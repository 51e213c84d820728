/**
 * Jest's own order (slowest first, from the durations it kept of earlier runs; else the largest
 * file first), with the server suite's longest files ahead of everything on a machine with no
 * such record (CI's fresh clone): started last, one of them would keep a worker busy for minutes
 * after the other has nothing left to run.
 */
import Sequencer from '@jest/test-sequencer';

const LONGEST = [
  /\/tests\/server\/probe\/fuzz\.test\.ts$/,
  /\/tests\/server\/probe\/access\.test\.ts$/,
  /\/tests\/server\/embedded-database\.test\.ts$/,
  /\/tests\/server\/stripe-connect\.test\.ts$/,
  /\/tests\/server\/catalog-import-restart\.test\.ts$/,
];

const rank = (test) => {
  const at = LONGEST.findIndex((pattern) => pattern.test(test.path));
  return at < 0 ? LONGEST.length : at;
};

export default class SlowFirstSequencer extends (Sequencer.default ?? Sequencer) {
  async sort(tests) {
    const ordered = await super.sort(tests);
    return [...ordered].sort((a, b) => rank(a) - rank(b));
  }
}
