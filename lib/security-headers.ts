/**
 * The Content-Security-Policy of every page. Product and catalog pages are cached (ISR) and served
 * to everyone, so a per-request nonce cannot be in their HTML; Next's inline bootstrap scripts are
 * therefore allowed as inline, and everything else is pinned: scripts only from this site and
 * Stripe (and reCAPTCHA when configured), no plugins, no <base>, forms post here only, frames
 * only Stripe's, and no other site may frame the store. The live socket's origin is allowed to
 * connect.
 */
type CspOptions = { realtimeUrl: string; recaptcha: boolean; dev: boolean };

const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** The http(s) origin of the socket and its ws(s) twin: CSP does not map one to the other everywhere. */
function socketOrigins(realtimeUrl: string): string[] {
  try {
    const { origin } = new URL(realtimeUrl);
    return [origin, origin.replace(/^http/, 'ws')];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy({ realtimeUrl, recaptcha, dev }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's dev tools evaluate code; production never does.
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...STRIPE_SCRIPTS,
      ...(recaptcha ? RECAPTCHA : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...socketOrigins(realtimeUrl),
      'https://api.stripe.com',
      ...(dev ? ['ws:'] : []),
    ],
    'frame-src': [
      ...STRIPE_FRAMES,
      ...(recaptcha ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] : []),
    ],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
