/** `npm run build`'s last step: the api compiled into server/dist/server.js (scripts/lib/api-build.ts). */
import path from 'node:path';
import { buildApi } from './lib/api-build';

buildApi(path.resolve(__dirname, '..'));
