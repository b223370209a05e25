// Prints the text of the PDF given on standard input (pdf-parse, on pdf.js). Run as a child
// process by testing/pdf-text.ts: pdf.js loads its worker with a dynamic import, which jest's
// module sandbox does not allow.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  process.stdout.write((await parser.getText()).text);
} finally {
  await parser.destroy();
}
