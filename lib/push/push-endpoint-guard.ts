// A push endpoint is a URL the browser gives us and the server then POSTs to: without a check a
// client could make the server reach any address, its own loopback or the cloud's metadata service
// included (SSRF). An endpoint must be https on a host that resolves only to public addresses;
// the address is checked again when each message is sent (the connection's own DNS lookup, see
// guardedLookup), so a name that resolved to a public address at save time cannot be pointed
// inside later. The only exception is a test's own endpoint, by an explicit setting that
// production refuses (push-config.ts).
import 'server-only';
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from '@/lib/domain/public-address';
import { testEndpointOrigins } from './push-config';

export const ENDPOINT_REFUSED = 'That push address cannot be used: it must be an https address of a public push service.';

export type EndpointCheck = { ok: true; url: URL; testOrigin: boolean } | { ok: false; reason: string };

/** Every address `host` resolves to, with a time limit (a slow resolver must not hold a request). */
async function resolveAll(host: string, timeoutMs = 3_000): Promise<string[]> {
  const lookup = dns.promises.lookup(host, { all: true, verbatim: true }).then((rows) => rows.map((r) => r.address));
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`DNS lookup of ${host} timed out`)), timeoutMs).unref());
  return Promise.race([lookup, timeout]);
}

export async function checkPushEndpoint(endpoint: string, env: NodeJS.ProcessEnv = process.env): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (testEndpointOrigins(env).includes(url.origin)) return { ok: true, url, testOrigin: true };
  if (url.protocol !== 'https:') return { ok: false, reason: 'not https' };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await resolveAll(host);
  } catch {
    return { ok: false, reason: `${host} does not resolve` };
  }
  if (addresses.length === 0) return { ok: false, reason: `${host} does not resolve` };
  const inside = addresses.find((a) => !isPublicAddress(a));
  if (inside) return { ok: false, reason: `${host} resolves to ${inside}, which is not a public address` };
  return { ok: true, url, testOrigin: false };
}

/** The lookup for the connection that sends a push: it refuses to connect to any address that is not public. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    const inside = list.find((a) => !isPublicAddress(a.address));
    if (inside || list.length === 0) {
      return callback(Object.assign(new Error(`push refused: ${hostname} resolves to ${inside?.address ?? 'nothing'}, not a public address`), { code: 'EPUSHADDRESS' }), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};
