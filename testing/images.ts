// Files for upload tests, made with sharp (no binary fixtures in the repository).
import { crc32 } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export const solidPng = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } }).png().toBuffer();

export const transparentPng = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.3 } } }).png().toBuffer();

/** A JPEG carrying the kind of EXIF a phone writes: where it was taken and on what. */
export const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2980b9' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Model X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 4567/100' },
    })
    .toBuffer();

/** Random pixels compress badly: a PNG of about 4.3 MB that must be stepped down a lot. */
export const noisyPng = (width = 1200, height = 1200) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer();

/**
 * A tiny PNG whose header claims width x height: what a decompression bomb looks like before it is
 * decoded (building a real 20000x20000 PNG takes seconds; the header is what must be checked).
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidPng(8, 8));
  // signature (8) + IHDR length (4) + "IHDR" (4), then width and height, then the chunk's CRC at 29
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A PDF of these objects (object 1 the catalog), with a correct cross-reference table. */
function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The smallest real PDF: one blank page, which pdf.js opens (uploads must parse as a PDF). */
export const tinyPdf = () => pdfOf(['<</Type/Catalog/Pages 2 0 R>>', '<</Type/Pages/Kids[3 0 R]/Count 1>>', '<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>']);

/** A PDF without a single page: well-formed, but no receipt. */
export const pagelessPdf = () => pdfOf(['<</Type/Catalog/Pages 2 0 R>>', '<</Type/Pages/Kids[]/Count 0>>']);

/** What the attack run sent as "payment proof": the PDF signature, then random bytes. */
export const junkPdf = (bytes = 64 * 1024) => Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), randomBytes(bytes)]);

/**
 * A well-formed one-page PDF that runs JavaScript when opened (an /OpenAction of type
 * /JavaScript), with a correct cross-reference table: what an attacker would upload as "payment
 * proof" hoping a browser's PDF viewer runs it on the store's origin.
 */
export function pdfWithJavaScript(script = "app.alert('pwned: ' + this.URL);"): Buffer {
  return pdfOf([
    '<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R/Names<</JavaScript<</Names[(x) 4 0 R]>>>>>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>',
    `<</Type/Action/S/JavaScript/JS(${script.replace(/([()\\])/g, '\\$1')})>>`,
  ]);
}

export const toBase64 = (b: Buffer) => b.toString('base64');
export const toDataUrl = (b: Buffer, mime: string) => `data:${mime};base64,${b.toString('base64')}`;
