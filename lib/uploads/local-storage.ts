import 'server-only';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertValidStorageKey } from './storage-key';
import type { StoredObject, UploadStorage } from './upload-storage';

// The directory keeps only the bytes; the content type follows from the extension the upload
// service gave the key (the database row has it too).
const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

export class LocalDirectoryStorage implements UploadStorage {
  readonly root: string;

  constructor(directory: string) {
    this.root = path.resolve(directory);
  }

  /** The file for a key; refuses anything that would land outside the root (defence in depth). */
  private fileFor(key: string): string {
    assertValidStorageKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the upload directory: ${key}`);
    return file;
  }

  // the content type is not kept: it follows from the key's extension
  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // write then rename, so a reader never sees half a file
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileFor(key);
    try {
      return { bytes: await readFile(file), contentType: contentTypeForKey(key) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileFor(key), { force: true });
  }
}
