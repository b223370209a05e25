// The text of a PDF, as a reader would extract it (for tests of the PDFs the store makes).
import { execFile } from 'node:child_process';
import path from 'node:path';

export function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(__dirname, 'pdf-text-child.mjs')], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`pdf-text: ${stderr || error.message}`));
      else resolve(stdout);
    });
    child.stdin!.end(Buffer.from(pdf));
  });
}
