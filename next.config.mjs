import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build folder lets a second checkout job (e2e, bench) build beside a running dev build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The web's in-memory page cache, in front of its disk or Redis (Next's default, said here
  // because the web's memory budget counts it: docs/performance.md, the soak).
  cacheMaxMemorySize: 50 * 1024 * 1024,
  // Next compresses its own answers (gzip); the web's server (scripts/web-server.ts) leaves them as they are.
  compress: true,
  // The web server is started by scripts/start.ts; a standalone bundle is not needed.
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` checks the whole repo, once.
  images: { unoptimized: true }, // product images are already sized WebP from the api
  serverExternalPackages: ['pino'],
  experimental: {
    // Turbopack keeps a build cache for the next build on this machine; CI builds once on a fresh
    // clone, where writing it is time spent for nothing.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // The pages' CSS comes inside their HTML rather than as a stylesheet to fetch, so the first
    // paint (the hero, the first photo) waits for no request: with a stylesheet still on its way,
    // Next's start-up scripts run first and the largest paint comes only after them on a slow phone.
    inlineCss: true,
    // forbidden(): a back-office page the person's role does not reach answers 403 (app/[tenant]/forbidden.tsx).
    authInterrupts: true,
  },
  // Every response; the Content-Security-Policy of pages is set per request in proxy.ts, where the
  // running server's own socket address is known. HSTS only from a production build.
  async headers() {
    const headers = [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      ...(process.env.NODE_ENV === 'production'
        ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
        : []),
    ];
    return [{ source: '/:path*', headers }];
  },
};

/**
 * With REDIS_URL the running server keeps its cache in Redis, shared by every web instance (see
 * lib/shared-cache/). The handler runs compiled, as the web's server does: `npm run build` writes
 * it beside the build (scripts/compile-web.ts). A build serves nobody and keeps the default, so
 * one build runs either way.
 */
export default function config(phase) {
  if (!process.env.REDIS_URL || phase === PHASE_PRODUCTION_BUILD) return nextConfig;
  const compiled = `./${nextConfig.distDir}/sitka/next-cache-handler.js`;
  return { ...nextConfig, cacheHandler: fileURLToPath(new URL(compiled, import.meta.url)) };
}
