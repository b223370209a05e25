// S3, or an S3-compatible server (MinIO, R2, ...), through the official AWS SDK v3: it signs,
// retries and parses S3's errors so we do not. Server-only: next.config.ts keeps the SDK external.
import 'server-only';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertValidStorageKey } from './storage-key';
import type { StoredObject, UploadStorage } from './upload-storage';

export type S3Config = {
  bucket: string;
  /** e.g. http://localhost:9000 for MinIO or https://<account>.r2.cloudflarestorage.com; AWS when absent */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

// The SDK is loaded with the first upload or download, not with every server module that can reach
// storage (about 150 ms of every cold start and every test file that imports the API otherwise).
const sdk = () => import('@aws-sdk/client-s3');
type Sdk = Awaited<ReturnType<typeof sdk>>;

// getStorage() runs on every request: one client per configuration keeps its connection pool
// (and TLS sessions) alive across requests instead of opening a new one each time.
const clients = new Map<string, Promise<S3Client>>();

function clientFor({ endpoint, region, accessKeyId, secretAccessKey }: S3Config): Promise<S3Client> {
  const id = JSON.stringify([endpoint ?? '', region, accessKeyId, secretAccessKey]);
  let client = clients.get(id);
  if (!client) {
    client = sdk().then(({ S3Client }) => new S3Client({
      region,
      endpoint,
      // S3-compatible servers address buckets by path (/bucket/key); AWS by host (bucket.s3.<region>...).
      forcePathStyle: Boolean(endpoint),
      credentials: { accessKeyId, secretAccessKey },
      // Not AWS: send checksums only where S3 requires them. Since SDK 3.729 every upload carries a
      // CRC32 checksum by default, which several S3-compatible servers reject or ignore; SigV4 still
      // signs the payload's SHA-256, so the bytes stay verified.
      ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
      // an upload request must not hang on a stalled store; the SDK retries (3 attempts) after this
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    }));
    clients.set(id, client);
  }
  return client;
}

/** "No such object": S3 says NoSuchKey; a bodiless 404 surfaces as NotFound. A missing bucket is a real error. */
function isMissingObject({ S3ServiceException }: Sdk, e: unknown): boolean {
  return e instanceof S3ServiceException && (e.name === 'NoSuchKey' || (e.name === 'NotFound' && e.$metadata.httpStatusCode === 404));
}

function failure({ S3ServiceException }: Sdk, action: string, key: string, e: unknown): Error {
  const detail = e instanceof S3ServiceException ? `${e.name} (HTTP ${e.$metadata.httpStatusCode ?? '?'}): ${e.message}` : String(e);
  return new Error(`S3 ${action} ${key} failed: ${detail}`, { cause: e });
}

export class S3Storage implements UploadStorage {
  /** The SDK's client for this configuration (loading the SDK on first use). */
  readonly client: () => Promise<S3Client>;

  constructor(private readonly config: S3Config) {
    this.client = () => clientFor(config);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    const s3 = await sdk();
    try {
      await (await this.client()).send(new s3.PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ContentType: contentType }));
    } catch (e) {
      throw failure(s3, 'PUT', key, e);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidStorageKey(key);
    const s3 = await sdk();
    try {
      const res = await (await this.client()).send(new s3.GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!res.Body) throw new Error('response has no body');
      return {
        bytes: Buffer.from(await res.Body.transformToByteArray()),
        contentType: res.ContentType ?? 'application/octet-stream',
      };
    } catch (e) {
      if (isMissingObject(s3, e)) return null;
      throw failure(s3, 'GET', key, e);
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    const s3 = await sdk();
    try {
      // S3 answers 204 for a key that is not there; some compatible servers answer NoSuchKey
      await (await this.client()).send(new s3.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
    } catch (e) {
      if (isMissingObject(s3, e)) return;
      throw failure(s3, 'DELETE', key, e);
    }
  }
}
