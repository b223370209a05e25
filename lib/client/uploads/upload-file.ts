// The browser's uploadImage call, with a message for each way it can go wrong: the server's own text, 'Upload failed. Please try again.' when no url comes back,
// 'An error occurred while uploading the image.' when the request itself fails.
import 'client-only';
import { UPLOAD_MESSAGES, type UploadKind } from '@/lib/domain/upload-rules';
import { graphql } from '@/lib/client/graphql-document';
import type { ResultOf, VariablesOf } from '../graphql';

export type UploadedImage = { id: string; url: string };
export type UploadOutcome = { ok: true; image: UploadedImage } | { ok: false; message: string };

const UPLOAD_IMAGE = graphql(`
  mutation UploadImage($base64: String!, $fileName: String!, $kind: ImageKind) {
    uploadImage(base64: $base64, fileName: $fileName, kind: $kind) { id url }
  }
`);

// The body before it is trusted: a proxy's error page or a cut-off answer can come back instead, so
// each field the document asks for is checked below (its names still come from the document's type).
type UploadResponse = {
  data?: { uploadImage?: { [K in keyof ResultOf<typeof UPLOAD_IMAGE>['uploadImage']]?: unknown } | null } | null;
  errors?: { message?: unknown }[];
};

function isUploadResponse(value: unknown): value is UploadResponse {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ('data' in v && (v.data === null || typeof v.data === 'object')) || Array.isArray(v.errors);
}

export async function requestImageUpload(
  input: { base64: string; fileName: string; kind: UploadKind },
  fetchImpl: typeof fetch = fetch,
): Promise<UploadOutcome> {
  const variables: VariablesOf<typeof UPLOAD_IMAGE> = input;
  let text: string;
  try {
    const res = await fetchImpl('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: UPLOAD_IMAGE.toString(), variables }),
      cache: 'no-store',
      credentials: 'same-origin',
    });
    text = await res.text();
  } catch (error) {
    console.error(UPLOAD_MESSAGES.uploadError, error);
    return { ok: false, message: UPLOAD_MESSAGES.uploadError };
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!isUploadResponse(body)) {
    console.error(UPLOAD_MESSAGES.invalidResponse, text);
    return { ok: false, message: UPLOAD_MESSAGES.uploadFailed };
  }
  const serverMessage = body.errors?.find((e) => typeof e.message === 'string')?.message;
  if (typeof serverMessage === 'string') return { ok: false, message: serverMessage };

  const image = body.data?.uploadImage;
  if (!image || typeof image.url !== 'string' || !image.url || typeof image.id !== 'string') {
    return { ok: false, message: UPLOAD_MESSAGES.uploadFailed };
  }
  return { ok: true, image: { id: image.id, url: image.url } };
}
