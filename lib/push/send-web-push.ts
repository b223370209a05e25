// Delivers one push message to one browser: web-push encrypts the payload for the browser's keys
// (RFC 8291, aes128gcm) and signs the request for our VAPID key (RFC 8292); the request itself is
// made here, so that the connection goes only to a public address (push-endpoint-guard.ts).
import 'server-only';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './push-config';
import { checkPushEndpoint, guardedLookup } from './push-endpoint-guard';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushPayload = { title: string; body: string; url: string; tag: string };
/** The push service's answer: 201 taken; 404/410 the subscription is gone; anything else a failure. */
export type PushAnswer = { status: number; body: string };

const TTL_SECONDS = 24 * 3600;

export async function sendWebPush(target: PushTarget, payload: PushPayload, keys: VapidKeys, env: NodeJS.ProcessEnv = process.env): Promise<PushAnswer> {
  const check = await checkPushEndpoint(target.endpoint, env);
  if (!check.ok) return { status: 410, body: `refused: ${check.reason}` };
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: keys,
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
  });
  const client = check.url.protocol === 'http:' ? http : https;
  return new Promise<PushAnswer>((resolve, reject) => {
    const req = client.request(
      check.url,
      {
        method: 'POST',
        headers: details.headers as Record<string, string | number>,
        // The test's own endpoint is on this machine by definition; every other goes through the guard.
        ...(check.testOrigin ? {} : { lookup: guardedLookup }),
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 300) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('the push service did not answer in 15 s')));
    req.on('error', reject);
    req.end(details.body);
  });
}
