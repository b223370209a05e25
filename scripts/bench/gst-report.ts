// The month's GST report over the large data set: for every month with documents, it
// must equal the sum of that month's invoices less its credit notes, figure by figure, to the
// paisa, and build in at most GST_REPORT_MAX_RATIO times a reference timed in turn with it: one
// query reading every line of the month's invoices, summed by HSN code and rate, and one summing
// its credit notes (the rows any such report must read, with nothing made of them). The service
// is called as /admin/tax and getGstReport call it, warm.
//   DATABASE_URL=postgresql://…/bench_large npx tsx --conditions=react-server scripts/bench/gst-report.ts
// Also run by `npm run bench` (group gst). Exit 1 when a month differs or is too slow against its sum.
import { createDb, type Db } from '@/lib/database/db';
import { ROLE_ADMIN } from '@/lib/auth/viewer';
import { getGstReport, monthInstants } from '@/lib/invoices/get-gst-report';

/** The report at most this many times the reference (its lines summed by HSN and rate), in turn with it. */
export const GST_REPORT_MAX_RATIO = 10;
const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

type Sums = { taxableValue: number; igst: number; cgst: number; sgst: number; total: number };
export type GstReportCheck = { month: string; documents: number; runs: number; ms: number; referenceMs: number; equal: boolean; report: Sums; documentsSum: Sums };

export async function checkGstReports(db: Db): Promise<GstReportCheck[]> {
  // the services read the app's one client
  (globalThis as unknown as { __storeDb?: Db }).__storeDb = db;
  const admin = await db.user.findFirstOrThrow({ where: { roleId: ROLE_ADMIN }, orderBy: { createdAt: 'asc' } });
  const viewer = { id: admin.id, roleId: admin.roleId, firstName: admin.firstName };
  const months = await db.$queryRaw<{ month: string }[]>`
    SELECT DISTINCT to_char(("issuedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month FROM "Invoice" ORDER BY 1`;
  const out: GstReportCheck[] = [];
  for (const { month } of months) {
    const { from, to } = monthInstants(month);
    const sumOfDocuments = () => db.$queryRaw<(Sums & { documents: number })[]>`
      SELECT (i.taxable - n.taxable)::float8 AS "taxableValue", (i.igst - n.igst)::float8 AS igst, (i.cgst - n.cgst)::float8 AS cgst, (i.sgst - n.sgst)::float8 AS sgst,
             (i.total - n.total)::float8 AS total, (i.count + n.count)::int AS documents
      FROM (SELECT COALESCE(sum("taxableValue"), 0) AS taxable, COALESCE(sum(igst), 0) AS igst, COALESCE(sum(cgst), 0) AS cgst, COALESCE(sum(sgst), 0) AS sgst, COALESCE(sum(total), 0) AS total, count(*) AS count
            FROM "Invoice" WHERE "issuedAt" >= ${from} AND "issuedAt" < ${to}) i,
           (SELECT COALESCE(sum("taxableValue"), 0) AS taxable, COALESCE(sum(igst), 0) AS igst, COALESCE(sum(cgst), 0) AS cgst, COALESCE(sum(sgst), 0) AS sgst, COALESCE(sum(total), 0) AS total, count(*) AS count
            FROM "CreditNote" WHERE "issuedAt" >= ${from} AND "issuedAt" < ${to}) n`;
    const [sum] = await sumOfDocuments();
    let report = await getGstReport(viewer, month); // warm: connections, plans, buffers
    const times: number[] = [];
    const reference: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let start = performance.now();
      report = await getGstReport(viewer, month);
      times.push(performance.now() - start);
      start = performance.now();
      await db.$queryRaw`
        SELECT l.hsn, l."gstRate", count(*)::int AS lines, sum(l."taxableValue")::float8 AS taxable, sum(l.igst)::float8 AS igst, sum(l.cgst)::float8 AS cgst, sum(l.sgst)::float8 AS sgst, sum(l.total)::float8 AS total
        FROM "InvoiceLine" l JOIN "Invoice" i ON i.id = l."invoiceId"
        WHERE i."issuedAt" >= ${from} AND i."issuedAt" < ${to} GROUP BY 1, 2`;
      await db.$queryRaw`SELECT count(*)::int AS n, COALESCE(sum(total), 0)::float8 AS total FROM "CreditNote" WHERE "issuedAt" >= ${from} AND "issuedAt" < ${to}`;
      reference.push(performance.now() - start);
    }
    const ms = Math.round(median(times));
    const referenceMs = Math.round(median(reference) * 10) / 10;
    const { documents, ...documentsSum } = sum;
    out.push({ month, documents, runs: RUNS, ms, referenceMs, report: report.totals, documentsSum, equal: JSON.stringify(report.totals) === JSON.stringify({ taxableValue: documentsSum.taxableValue, igst: documentsSum.igst, cgst: documentsSum.cgst, sgst: documentsSum.sgst, total: documentsSum.total }) });
  }
  return out;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const db = createDb(url, 10);
  try {
    const checks = await checkGstReports(db);
    let failed = checks.length === 0;
    for (const c of checks) {
      const ok = c.equal && c.ms <= GST_REPORT_MAX_RATIO * c.referenceMs;
      failed ||= !ok;
      console.log(`${c.month}: ${c.documents} documents, built in ${c.ms} ms (its lines summed by HSN and rate: ${c.referenceMs} ms, ratio ${(c.ms / Math.max(0.1, c.referenceMs)).toFixed(1)}), totals ${c.equal ? 'equal the documents' : `DIFFER: report ${JSON.stringify(c.report)}, documents ${JSON.stringify(c.documentsSum)}`}${ok ? '' : '  FAIL'}`);
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await db.$disconnect();
  }
}

if (require.main === module) void main();
