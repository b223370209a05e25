// A push service for tests, on 127.0.0.1: it speaks the Web Push protocol as a browser's push
// service does (RFC 8030 POST with TTL and Content-Encoding, RFC 8292 VAPID authorization) and, as
// the browser would, decrypts each message with the subscription's private key (RFC 8291,
// aes128gcm), using node:crypto's ECDH and HKDF only, not the library that encrypted it.
// Subscriptions made by `subscribe()` get an endpoint here; `gone` ones answer 410 like an expired one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';

export type ReceivedPush = {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** the decrypted payload */
  text: string;
  /** the VAPID token's claims, after its signature was checked against the key in the header */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
};

export type TestSubscription = { endpoint: string; p256dh: string; auth: string };

type Keys = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; publicKey: Buffer };

export type PushEndpoint = {
  origin: string;
  received: ReceivedPush[];
  /** problems found in requests (bad encryption, bad signature): a test expects none */
  rejected: string[];
  subscribe(): TestSubscription;
  /** the endpoint now answers 410 Gone, as for a browser that unsubscribed */
  expire(endpoint: string): void;
  close(): Promise<void>;
};

const b64u = (b: Buffer) => b.toString('base64url');

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm record. */
function decrypt(body: Buffer, keys: Keys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes; expected the sender's 65-byte public key`);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by any number of zero bytes.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 over the key given. */
function checkVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`Authorization is not VAPID: ${header}`);
  const [, jwt, k] = m;
  const [h, p, s] = jwt.split('.');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))) throw new Error('VAPID signature does not verify');
  const header_ = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string };
  if (header_.alg !== 'ES256') throw new Error(`VAPID alg ${header_.alg}`);
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`VAPID aud ${claims.aud}, expected ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error(`VAPID exp ${claims.exp} is not within 24 hours`);
  return { ...claims, publicKey: k };
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const subscriptions = new Map<string, Keys>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const keys = subscriptions.get(path);
      if (req.method !== 'POST' || !keys) return void res.writeHead(404).end();
      if (gone.has(path)) return void res.writeHead(410).end('subscription expired');
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
        if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) throw new Error('no TTL');
        const vapid = checkVapid(req.headers.authorization, origin);
        received.push({ path, headers: req.headers, text: decrypt(Buffer.concat(chunks), keys), vapid });
        res.writeHead(201, { location: `${path}/message/${received.length}` }).end();
      } catch (error) {
        rejected.push(String(error instanceof Error ? error.message : error));
        res.writeHead(400).end('bad request');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    rejected,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const keys: Keys = { ecdh, auth: randomBytes(16), publicKey: ecdh.getPublicKey() };
      const path = `/push/${b64u(randomBytes(12))}`;
      subscriptions.set(path, keys);
      return { endpoint: `${origin}${path}`, p256dh: b64u(keys.publicKey), auth: b64u(keys.auth) };
    },
    expire(endpoint) {
      gone.add(new URL(endpoint).pathname);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
