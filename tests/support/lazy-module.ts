/**
 * A package the api imports by name but most server test files never call (jsdom for SVG
 * sanitising, Sentry without a DSN), loaded on its first use instead of as each file starts: jest
 * loads every module afresh for each test file, and these two cost each file over a second of a
 * core. Every property read goes to the real package, so the code under test sees no difference.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const load = createRequire(__filename);

export function lazyModule(name: string): object {
  let real: Record<PropertyKey, unknown> | undefined;
  // A path, not the name: the name is mapped to this shim (jest.config.js).
  const target = () => (real ??= load(path.join(__dirname, '../../node_modules', name)));
  return new Proxy(
    {},
    {
      get: (_, key) => target()[key],
      has: (_, key) => key in target(),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}
