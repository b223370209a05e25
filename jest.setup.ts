import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';

// .env.local is not loaded under NODE_ENV=test; next-auth needs a secret to sign sessions.
process.env.AUTH_SECRET ??= 'test-secret-that-is-long-enough-for-jwt-signing';
process.env.OTP_TEST_CODE ??= '123456';

// jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion. A test that cares about
// a media query sets its own (components/notices/notices.dom.test.tsx).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

// jsdom has no TextDecoder/TextEncoder; browsers have both (the customer import decodes a file's
// bytes with them). Node's are the same WHATWG API, Windows-1252 included.
if (typeof window !== 'undefined' && typeof globalThis.TextDecoder === 'undefined') {
  Object.assign(globalThis, { TextDecoder: NodeTextDecoder, TextEncoder: NodeTextEncoder });
}

// jsdom has no object URLs (the image picker previews a chosen file through one). Node's Blob URL
// registry does not take jsdom's Files, so a made-up blob: address stands in; the picker's own test
// replaces both to check that each one is revoked.
if (typeof window !== 'undefined' && typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:jsdom/${++next}`;
  URL.revokeObjectURL = () => undefined;
}
