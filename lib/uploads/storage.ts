// Where uploaded bytes live. One interface so app servers stay stateless: a local directory for
// development and single-box installs, an S3-compatible bucket when S3_BUCKET is set.
import 'server-only';
import { LocalDirectoryStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { UploadStorage } from './upload-storage';

export type { StoredObject, UploadStorage } from './upload-storage';

/** The backend the environment asks for; read on each call so tests can point UPLOAD_DIR elsewhere. */
export function getStorage(env: Record<string, string | undefined> = process.env): UploadStorage {
  if (env.S3_BUCKET) {
    const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
    if (!S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new Error('S3_BUCKET is set but S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY is missing');
    }
    return new S3Storage({
      bucket: S3_BUCKET,
      endpoint: S3_ENDPOINT || undefined,
      region: S3_REGION || 'us-east-1',
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalDirectoryStorage(env.UPLOAD_DIR || '.data/uploads');
}
