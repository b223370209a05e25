// The PDF of an issued invoice or credit note (pdfkit), from the stored document exactly as the
// page prints it. Noto Sans is embedded (from @fontsource/noto-sans): its Latin subset for the
// text, and its Latin Extended subset for the rupee sign, which the Latin one lacks.
import 'server-only';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { TaxLineView } from './invoice-view';
import { printout, type Printable } from './document-print';
import { formatPaise } from '@/lib/domain/money';
import { lineTaxRates } from '@/lib/domain/tax-documents';

const FONTS = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans', 'files');
const font = (subset: string, weight: number) => path.join(FONTS, `noto-sans-${subset}-${weight}-normal.woff`);

type Doc = InstanceType<typeof PDFDocument>;
type Align = 'left' | 'right';

/** Text that may hold a rupee sign: the sign in the font that has it, the rest in the text font. */
function write(doc: Doc, text: string, x: number, y: number, width: number, opts: { align?: Align; bold?: boolean; size?: number } = {}) {
  const size = opts.size ?? 8;
  const textFont = opts.bold ? 'bold' : 'regular';
  const rupeeFont = opts.bold ? 'rupee-bold' : 'rupee';
  const parts = text.split(/(₹)/).filter(Boolean);
  const measure = (p: string) => doc.font(p === '₹' ? rupeeFont : textFont).fontSize(size).widthOfString(p);
  if (!text.includes('₹')) {
    doc.font(textFont).fontSize(size).text(text, x, y, { width, align: opts.align ?? 'left' });
    return doc.heightOfString(text, { width });
  }
  const total = parts.reduce((s, p) => s + measure(p), 0);
  let cx = opts.align === 'right' ? x + width - total : x;
  for (const p of parts) {
    doc.font(p === '₹' ? rupeeFont : textFont).fontSize(size).text(p, cx, y, { lineBreak: false });
    cx += measure(p);
  }
  return doc.font(textFont).fontSize(size).currentLineHeight(true);
}

type Column = { title: string; width: number; align: Align; value: (l: TaxLineView) => string };

function columns(interState: boolean): Column[] {
  const money = (f: (l: TaxLineView) => number) => (l: TaxLineView) => formatPaise(f(l));
  const taxes: Column[] = interState
    ? [{ title: 'IGST', width: 60, align: 'right', value: money((l) => l.igst) }]
    : [
        { title: 'CGST', width: 50, align: 'right', value: money((l) => l.cgst) },
        { title: 'SGST', width: 50, align: 'right', value: money((l) => l.sgst) },
      ];
  const fixed: Column[] = [
    { title: 'HSN', width: 44, align: 'left', value: (l) => l.hsn },
    { title: 'Qty', width: 50, align: 'right', value: (l) => `${l.quantity} × ${l.unit}` },
    { title: 'Unit price', width: 52, align: 'right', value: money((l) => l.unitPrice) },
    { title: 'Taxable value', width: 58, align: 'right', value: money((l) => l.taxableValue) },
    { title: interState ? 'IGST rate' : 'CGST + SGST rate', width: interState ? 36 : 46, align: 'right', value: (l) => lineTaxRates(l.gstRate, interState, 'short') },
    ...taxes,
    { title: 'Total', width: 58, align: 'right', value: money((l) => l.total) },
  ];
  const used = fixed.reduce((s, c) => s + c.width, 0);
  return [{ title: 'Description', width: 515 - used, align: 'left', value: (l) => l.description }, ...fixed];
}

/** The document as a PDF file. */
export function taxDocumentPdf(printable: Printable): Promise<Buffer> {
  const { kind, doc: d } = printable;
  const p = printout(printable);
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${d.number}`, Author: d.seller.legalName } });
  doc.registerFont('regular', font('latin', 400));
  doc.registerFont('bold', font('latin', 700));
  doc.registerFont('rupee', font('latin-ext', 400));
  doc.registerFont('rupee-bold', font('latin-ext', 700));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 40;
  const interState = p.interState;
  let y = 40;
  write(doc, kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE', left, y, 515, { bold: true, size: 16, align: 'right' });
  y += write(doc, d.seller.legalName, left, y, 300, { bold: true, size: 12 }) + 2;
  if (d.seller.address) y += write(doc, d.seller.address, left, y, 300, { size: 9 });
  if (d.seller.gstin) y += write(doc, `GSTIN: ${d.seller.gstin}`, left, y, 300, { size: 9 });

  let fy = 64;
  for (const [label, value] of p.facts) fy += write(doc, `${label}: ${value}`, 315, fy, 240, { size: 9, align: 'right' });
  y = Math.max(y, fy) + 12;

  const top = y;
  y += write(doc, 'Billed to', left, y, 250, { size: 9, bold: true });
  for (const line of p.billedTo) y += write(doc, line, left, y, 250, { size: 9 });
  if (p.deliveryAddress) {
    let dy = top + write(doc, 'Delivered to', 305, top, 250, { size: 9, bold: true });
    dy += write(doc, p.deliveryAddress, 305, dy, 250, { size: 9 });
    y = Math.max(y, dy);
  }
  y += 6;
  if (kind === 'creditNote') y += write(doc, `Reason: ${d.reason}`, left, y, 515, { size: 9 }) + 6;

  // the lines
  const cols = columns(interState);
  const header = () => {
    let x = left;
    const h = Math.max(...cols.map((c) => doc.font('bold').fontSize(8).heightOfString(c.title, { width: c.width - 4 })));
    for (const c of cols) {
      write(doc, c.title, x, y, c.width - 4, { bold: true, align: c.align });
      x += c.width;
    }
    y += h + 3;
    doc.moveTo(left, y).lineTo(left + 515, y).lineWidth(0.5).stroke();
    y += 3;
  };
  header();
  for (const l of d.lines) {
    const h = Math.max(...cols.map((c) => doc.font('regular').fontSize(8).heightOfString(c.value(l), { width: c.width - 4 })));
    if (y + h > 780) {
      doc.addPage();
      y = 40;
      header();
    }
    let x = left;
    for (const c of cols) {
      write(doc, c.value(l), x, y, c.width - 4, { align: c.align });
      x += c.width;
    }
    y += h + 4;
  }
  doc.moveTo(left, y).lineTo(left + 515, y).lineWidth(0.5).stroke();
  y += 6;

  // the totals
  if (y > 700) {
    doc.addPage();
    y = 40;
  }
  for (const { label, amount, strong } of p.totals) {
    write(doc, label, 315, y, 140, { bold: strong, size: 9 });
    y += write(doc, formatPaise(amount), 455, y, 100, { bold: strong, size: 9, align: 'right' }) + 2;
  }
  y += 8;
  for (const line of p.statements) y += write(doc, line, left, y, 515, { size: 9 }) + 2;
  if (p.signatory) y += write(doc, p.signatory, left, y + 10, 515, { size: 9, bold: true, align: 'right' }) + 12;
  y += 6;
  write(doc, `Computer-generated ${kind === 'invoice' ? 'tax invoice' : 'credit note'}; no signature required.`, left, y, 515, { size: 7 });
  doc.end();
  return done;
}
