// S3-compatible object storage over plain fetch, signed with SigV4 (no SDK in this project).
import { assertValidStorageKey } from './storage-key';
import { sha256Hex, signRequest, uriEncode, EMPTY_PAYLOAD_SHA256 } from './sigv4';
import type { StoredObject, UploadStorage } from './storage';

export type S3Config = {
  bucket: string;
  /** e.g. http://localhost:9000 for MinIO or https://<account>.r2.cloudflarestorage.com; AWS when absent */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  fetch?: typeof fetch;
  /** signing time; real time always (a pinned test clock would make S3 refuse the request) */
  now?: () => Date;
};

export class S3Storage implements UploadStorage {
  constructor(private readonly config: S3Config) {}

  /** Path-style on a custom endpoint (what MinIO and R2 expect), virtual-hosted on AWS. */
  objectUrl(key: string): URL {
    assertValidStorageKey(key);
    const path = key.split('/').map(uriEncode).join('/');
    const { endpoint, bucket, region } = this.config;
    if (endpoint) return new URL(`${endpoint.replace(/\/+$/, '')}/${uriEncode(bucket)}/${path}`);
    return new URL(`https://${bucket}.s3.${region}.amazonaws.com/${path}`);
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.objectUrl(key);
    const signed = signRequest({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256,
      region: this.config.region,
      date: (this.config.now ?? (() => new Date()))(),
      credentials: { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey },
    });
    const doFetch = this.config.fetch ?? fetch;
    return doFetch(url, { method, headers: signed.headers, body: body ? new Uint8Array(body) : undefined, cache: 'no-store' });
  }

  private async fail(action: string, key: string, res: Response): Promise<never> {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${action} ${key} failed: HTTP ${res.status} ${text}`);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, bytes, contentType);
    if (!res.ok) await this.fail('PUT', key, res);
  }

  async get(key: string): Promise<StoredObject | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) await this.fail('GET', key, res);
    return {
      bytes: Buffer.from(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) await this.fail('DELETE', key, res);
  }
}
