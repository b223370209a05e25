// The response headers every page and route sends (next.config.ts headers()). Pure: the mode comes
// in as an argument, so the unit test can build each variant.
//
// Why a fixed policy and no nonce: a per-request nonce has to be written into every <script> of the
// HTML, so it forces every page to render at request time; the public pages are prerendered, cached
// shells (cacheComponents) and must stay so (docs/decisions.md, "Content-Security-Policy", has the
// build output and req/s behind this). Next's own inline scripts (self.__next_f.push(...) carrying
// the page's RSC payload) differ for every page and every revalidation, so they cannot be listed by
// hash either; script-src therefore allows inline scripts but no other origin, no eval (except in
// development, where React needs it), no plugins, no <base> hijack, no framing and no form posting
// elsewhere. Next's subresource integrity (experimental.sri) adds an integrity hash to every
// script file it references.
export type SecurityHeaderMode = {
  /** `next dev`: React's dev build needs eval (server error stacks rebuilt in the browser) */
  development: boolean;
  /** a production build: adds HSTS (browsers ignore it over plain http, so a local run is unaffected) */
  production: boolean;
};

export type Header = { key: string; value: string };

export const HSTS = 'max-age=63072000; includeSubDomains';

export function contentSecurityPolicy(mode: SecurityHeaderMode): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(mode.development ? ["'unsafe-eval'"] : [])],
    // React style={} props are style attributes; Tailwind and next/font are files of our own.
    'style-src': ["'self'", "'unsafe-inline'"],
    // next/image, uploads and the photo previews (blob:) are ours; data: for tiny placeholders.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // GraphQL, the Sentry tunnel (/monitoring) and, in development, the HMR websocket: all this origin.
    'connect-src': ["'self'", ...(mode.development ? ['ws:', 'wss:'] : [])],
    // Sentry Replay compresses in a worker it starts from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(mode: SecurityHeaderMode): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(mode) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // For browsers without frame-ancestors; the CSP directive wins where both are known.
    { key: 'X-Frame-Options', value: 'DENY' },
    // geolocation for "use my location" on the address form; nothing else is used.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()' },
    ...(mode.production ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ];
}

export type HeaderRule = { source: string; headers: Header[] };

/**
 * The rules for next.config.ts headers(). /uploads/ keeps its own, stricter policy (images:
 * `default-src 'none'`; PDFs: `sandbox`, lib/domain/upload-rules.ts): Next sends a header from
 * next.config and drops the route's own header of the same name, so the page policy must not be
 * set there at all.
 */
export function securityHeaderRules(mode: SecurityHeaderMode): HeaderRule[] {
  const all = securityHeaders(mode);
  return [
    { source: '/((?!uploads/).*)', headers: all },
    { source: '/uploads/:path*', headers: all.filter((h) => h.key !== 'Content-Security-Policy') },
  ];
}
