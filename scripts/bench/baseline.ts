/** The node:http baseline of a benchmark: a child process serving the given bytes from memory. */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BASELINE_PORT = 4299;

export async function withBaseline<T>(
  body: Buffer,
  contentType: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const file = path.join(os.tmpdir(), `sitka-bench-${process.pid}.bin`);
  fs.writeFileSync(file, body);
  const child = fork(path.join(__dirname, 'baseline-server.ts'), [String(BASELINE_PORT), file, contentType], {
    execArgv: ['--import', 'tsx'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  try {
    return await work(`http://127.0.0.1:${BASELINE_PORT}/`);
  } finally {
    child.kill();
    fs.rmSync(file, { force: true });
  }
}
