/**
 * The order, payment and checkout code keeps its layers: only repositories build queries; services
 * hold the rules and open transactions; routes validate, call a service and answer.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const area = [
  'server/src/services/orders',
  'server/src/services/checkout',
  'server/src/services/stripe-connect.ts',
  'server/src/routes/checkout',
  'server/src/routes/webhooks',
  'server/src/routes/orders',
  'server/src/routes/admin/orders.ts',
  'server/src/routes/admin/payments.ts',
  'server/src/routes/api-keys/store-orders.ts',
  'server/src/adapters/payments',
];

function filesOf(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs.readdirSync(full).flatMap((name) => filesOf(path.join(entry, name)));
}

/** What building a query looks like: a query builder call, an SQL fragment, drizzle operators or the tables themselves. */
const queryShapes: [string, RegExp][] = [
  ['a query call', /\b(db|tx)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|query)\b/],
  ['drizzle-orm', /from 'drizzle-orm'/],
  ['the schema tables', /from '[./]+\/db\/schema'/],
  ['an SQL fragment', /\bsql`/],
];

describe('order, payment and checkout code outside the repositories', () => {
  const files = area.flatMap(filesOf).filter((file) => file.endsWith('.ts'));

  it('covers the files it names', () => {
    expect(files).toEqual(expect.arrayContaining(['server/src/services/orders/placement.ts', 'server/src/routes/checkout/backorders.ts', 'server/src/routes/webhooks/index.ts']));
  });

  it.each(queryShapes)('holds no %s', (_what, shape) => {
    const offenders = files.filter((file) => shape.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('lets routes open no transaction', () => {
    const routes = files.filter((file) => file.startsWith('server/src/routes/'));
    expect(routes.filter((file) => /\.transaction\(/.test(fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });
});
