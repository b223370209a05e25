// AWS Signature Version 4 for S3-compatible storage (AWS, MinIO, R2, Spaces), written against
// https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html so the app
// needs no SDK. Checked in sigv4.test.ts against the examples published on that page.
import { createHash, createHmac } from 'node:crypto';

export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export type SigningCredentials = { accessKeyId: string; secretAccessKey: string };

export type SignInput = {
  method: string;
  url: URL;
  /** headers to send and sign (host, x-amz-date and x-amz-content-sha256 are added) */
  headers?: Record<string, string>;
  /** hex SHA-256 of the body, or 'UNSIGNED-PAYLOAD' */
  payloadHash: string;
  region: string;
  service?: string;
  date: Date;
  credentials: SigningCredentials;
};

export type SignedRequest = {
  /** the headers to send, Authorization included (Host is left to fetch, which sets the same value) */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
};

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** S3 encodes each path segment once (no double encoding, unlike other services). */
function canonicalUri(url: URL): string {
  const segments = url.pathname.split('/').map((s) => uriEncode(decodeURIComponent(s)));
  return segments.join('/') || '/';
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** 20130524T000000Z */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
}

export function signRequest(input: SignInput): SignedRequest {
  const service = input.service ?? 's3';
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${input.region}/${service}/aws4_request`;

  const headers: Record<string, string> = {
    ...input.headers,
    'x-amz-date': stamp,
    'x-amz-content-sha256': input.payloadHash,
  };
  const toSign = new Map<string, string>([['host', input.url.host]]);
  for (const [name, value] of Object.entries(headers)) {
    toSign.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  const names = [...toSign.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalHeaders = names.map((n) => `${n}:${toSign.get(n)}\n`).join('');

  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalUri(input.url),
    canonicalQuery(input.url),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(input.credentials.secretAccessKey, day, input.region, service))
    .update(stringToSign, 'utf8')
    .digest('hex');

  return {
    headers: {
      ...headers,
      authorization: `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
    },
    canonicalRequest,
    stringToSign,
    signature,
  };
}
