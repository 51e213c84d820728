/**
 * A route plugin with its function's name as Fastify's display name. Fastify names a plugin by
 * that, else by searching every loaded module's exports for it, twice per plugin: a few
 * milliseconds under Node, but tens of milliseconds for each api built under jest, whose module
 * registry answers that search one module at a time (every server test file builds an api).
 * Every plugin the api registers itself goes through this, nested ones included.
 */
export function named<T extends object>(plugin: T & { name: string }, name = plugin.name): T {
  const key = Symbol.for('fastify.display-name');
  if (!Object.hasOwn(plugin, key)) Object.defineProperty(plugin, key, { value: name || 'routes' });
  return plugin;
}
