/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build folder lets a second checkout job (e2e, bench) build beside a running dev build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The web server is started by scripts/start.ts; a standalone bundle is not needed.
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` checks the whole repo, once.
  images: { unoptimized: true }, // product images are already sized WebP from the api
  serverExternalPackages: ['pino'],
};

export default nextConfig;
