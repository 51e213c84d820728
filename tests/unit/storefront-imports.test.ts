/**
 * The storefront's scripts carry no validation library: no browser component of the store's pages
 * (home, shop, product, basket) reaches zod through the modules it loads with the page. A part
 * loaded later on purpose (`import()`: a backorder form, the backup fallback) may.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const STOREFRONT = [
  'components/store',
  'components/templates',
  'components/app-shell',
  'components/cart',
  'components/ui',
];

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return `package:${specifier}`;
  const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) =>
    fs.existsSync(path.join(root, file)),
  );
  return found ?? null;
}

/** The modules a file loads with it: its imports and re-exports that bring values, not `import()`. */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+'([^']+)'/gms);
  const sideEffects = source.matchAll(/^import\s+'([^']+)'/gm);
  const found = [...statements]
    .filter(([, typeOnly, names]) => {
      if (typeOnly) return false;
      const list = /^\{([^}]*)\}$/.exec(names.trim());
      const items = list?.[1]
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      return !(items && items.length > 0 && items.every((item) => item.startsWith('type ')));
    })
    .map(([, , , specifier]) => specifier);
  return [...found, ...[...sideEffects].map(([, specifier]) => specifier)]
    .map((specifier) => resolve(file, specifier))
    .filter((target): target is string => target !== null);
}

/** The path by which `file` reaches zod with the page, or null. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const target of staticImports(file)) {
    if (target === 'package:zod' || target.startsWith('package:zod/')) return [file, 'zod'];
    if (target.startsWith('package:')) continue;
    const rest = pathToZod(target, seen);
    if (rest) return [file, ...rest];
  }
  return null;
}

it('no storefront component loads zod with the page', () => {
  const browserFiles = STOREFRONT.flatMap(sourcesOf).filter((file) =>
    /^['"]use client['"]/.test(fs.readFileSync(path.join(root, file), 'utf8').trimStart()),
  );
  expect(browserFiles.length).toBeGreaterThan(20);
  const reaching = browserFiles.map((file) => pathToZod(file)).filter(Boolean);
  expect(reaching.map((chain) => chain!.join(' → '))).toEqual([]);
});

it('finds zod where a form does load it', () => {
  expect(pathToZod('components/checkout/checkout-details-form.tsx')).not.toBeNull();
});

/** The store's pages a shopper lands on, and their layout. */
const STORE_PAGES = [
  'app/[tenant]/(store)/layout.tsx',
  'app/[tenant]/(store)/page.tsx',
  'app/[tenant]/(store)/shop/page.tsx',
  'app/[tenant]/(store)/product/[id]/page.tsx',
  'app/[tenant]/(store)/cart/page.tsx',
];

const isBrowserFile = (file: string) =>
  /^['"]use client['"]/.test(fs.readFileSync(path.join(root, file), 'utf8').trimStart());

/** The browser components a page renders: its imports, through server modules, to each client file. */
function browserComponentsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  if (isBrowserFile(file)) return [file];
  return staticImports(file)
    .filter((target) => !target.startsWith('package:'))
    .flatMap((target) => browserComponentsOf(target, seen));
}

it('no browser component a store page renders, wherever it lives, loads zod with the page', () => {
  const rendered = [...new Set(STORE_PAGES.flatMap((page) => browserComponentsOf(page)))];
  expect(rendered).toContain('components/account/account-closed-notice.tsx');
  const reaching = rendered.map((file) => pathToZod(file)).filter(Boolean);
  expect(reaching.map((chain) => chain!.join(' → '))).toEqual([]);
});

/** The path by which `file` reaches the HTML sanitiser (the api's, for imported descriptions), or null. */
function pathToSanitizer(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const target of staticImports(file)) {
    if (target === 'package:sanitize-html') return [file, 'sanitize-html'];
    if (target.startsWith('package:')) continue;
    const rest = pathToSanitizer(target, seen);
    if (rest) return [file, ...rest];
  }
  return null;
}

it('no browser component a store page renders loads the HTML sanitiser (descriptions come sanitised)', () => {
  const rendered = [...new Set(STORE_PAGES.flatMap((page) => browserComponentsOf(page)))];
  const browserFiles = STOREFRONT.flatMap(sourcesOf).filter(isBrowserFile);
  const reaching = [...new Set([...rendered, ...browserFiles])]
    .map((file) => pathToSanitizer(file))
    .filter(Boolean);
  expect(reaching.map((chain) => chain!.join(' → '))).toEqual([]);
  // The walk does find it where it is: the api's answer of one product.
  expect(pathToSanitizer('server/src/services/catalog/products.ts')).not.toBeNull();
});
