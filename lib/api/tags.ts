import 'server-only';

/** The web's view of the shared cache tags (lib/tags.ts, which the api imports too). */
export { TAGS } from '../tags';
