/**
 * What Next's own server does before its modules load: AsyncLocalStorage made global, where its
 * request stores (and its fetch, which a page or the proxy calls) look for it. Imported first by
 * tests that run Next's server code outside Next's server.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = globalThis as typeof globalThis & { AsyncLocalStorage?: typeof AsyncLocalStorage };
scope.AsyncLocalStorage ??= AsyncLocalStorage;
