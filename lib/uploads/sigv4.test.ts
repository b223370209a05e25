// The examples of https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
// ("Example signature calculations"): same credentials, time and requests, published signatures.
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signRequest, uriEncode } from './sigv4';

const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const date = new Date('2013-05-24T00:00:00Z');
const region = 'us-east-1';

test('GET Object with a Range header', () => {
  const signed = signRequest({
    method: 'GET',
    url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
    headers: { Range: 'bytes=0-9' },
    payloadHash: EMPTY_PAYLOAD_SHA256,
    region,
    date,
    credentials,
  });
  expect(signed.canonicalRequest).toBe(
    [
      'GET',
      '/test.txt',
      '',
      'host:examplebucket.s3.amazonaws.com',
      'range:bytes=0-9',
      `x-amz-content-sha256:${EMPTY_PAYLOAD_SHA256}`,
      'x-amz-date:20130524T000000Z',
      '',
      'host;range;x-amz-content-sha256;x-amz-date',
      EMPTY_PAYLOAD_SHA256,
    ].join('\n'),
  );
  expect(signed.stringToSign).toBe(
    'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
  );
  expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  expect(signed.headers.authorization).toBe(
    'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  );
});

test('PUT Object: a body hash, a $ in the key and extra signed headers', () => {
  const body = 'Welcome to Amazon S3.';
  expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
  const signed = signRequest({
    method: 'PUT',
    url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
    headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
    payloadHash: sha256Hex(body),
    region,
    date,
    credentials,
  });
  expect(signed.canonicalRequest.split('\n')[1]).toBe('/test%24file.text');
  expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
});

test('GET with a bare query parameter (bucket lifecycle)', () => {
  const signed = signRequest({
    method: 'GET',
    url: new URL('https://examplebucket.s3.amazonaws.com/?lifecycle'),
    payloadHash: EMPTY_PAYLOAD_SHA256,
    region,
    date,
    credentials,
  });
  expect(signed.canonicalRequest.split('\n').slice(1, 3)).toEqual(['/', 'lifecycle=']);
  expect(signed.signature).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
});

test('GET with query parameters sorted by name (list objects)', () => {
  const signed = signRequest({
    method: 'GET',
    url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
    payloadHash: EMPTY_PAYLOAD_SHA256,
    region,
    date,
    credentials,
  });
  expect(signed.signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
});

test.each([
  ['plain-key_1.jpg', 'plain-key_1.jpg'],
  ['a b', 'a%20b'],
  ["it's(*)!", 'it%27s%28%2A%29%21'],
  ['~tilde', '~tilde'],
])('uriEncode(%j) = %j', (input, expected) => {
  expect(uriEncode(input)).toBe(expected);
});
