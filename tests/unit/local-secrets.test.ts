import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureLocalSecrets, localSecretsPath } from '@/server/src/services/platform/local-secrets';

describe('secrets generated into a data dir', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitka-secrets-'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('are generated once and read back on the next start', () => {
    const first = ensureLocalSecrets(dataDir, ['JWT_SECRET', 'OPERATOR_TOKEN']);
    expect(first.created).toEqual(['JWT_SECRET', 'OPERATOR_TOKEN']);
    expect(first.values.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(ensureLocalSecrets(dataDir, ['JWT_SECRET', 'OPERATOR_TOKEN'])).toEqual({
      values: first.values,
      created: [],
    });
  });

  it('are the ones another process wrote first when two start at once on a new data dir', () => {
    const file = localSecretsPath(dataDir);
    const theirs = { JWT_SECRET: 'a'.repeat(64) };
    const write = fs.writeFileSync;
    // The other process writes the file after this one found none and before this one writes it.
    jest.spyOn(fs, 'writeFileSync').mockImplementation((target, ...rest) => {
      if (!fs.existsSync(file)) write(file, JSON.stringify(theirs));
      write(target, ...rest);
    });
    const mine = ensureLocalSecrets(dataDir, ['JWT_SECRET']);
    expect(mine).toEqual({ values: theirs, created: [] });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(theirs);
    expect(fs.readdirSync(dataDir)).toEqual(['secrets.json']);
  });
});
