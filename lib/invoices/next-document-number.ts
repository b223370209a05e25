// The next number of a series (invoices or credit notes) and its issue time, taken together. The
// series' lock (one transaction-scoped advisory lock per kind, whatever the year) is taken first and
// held until the issuing transaction ends; only then is the time read, so a later number never
// carries an earlier time, and across a month's or a year's end a higher number never falls in the
// earlier month (GSTR-1's table 13 ranges of two months cannot overlap). The time is the app's clock
// (lib/clock.ts): servers issuing documents must keep their clocks in sync (NTP), as a gap between
// two servers' clocks could still order two documents' times against their numbers. The counter row is created at
// the year's first document and incremented by one upsert; a transaction that rolls back takes its
// number with it, so the series has no gap (a Postgres sequence would skip the numbers of
// rolled-back transactions).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { clock } from '@/lib/clock';
import { documentNumber, financialYearAt, type DocumentKind } from '@/lib/domain/tax-documents';

export type DocumentNumber = { number: string; serial: number; financialYear: string; issuedAt: Date };

/**
 * Numbers the next document of `kind`, issued now: the clock read under the series' lock, and not
 * before `notBefore` (the event it records, e.g. the payment's confirmation in the same
 * transaction). Store the returned `issuedAt` on the document.
 */
export async function nextDocumentNumber(tx: Prisma.TransactionClient, kind: DocumentKind, notBefore: Date, prefix: string): Promise<DocumentNumber> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${'document-series:' + kind}))`;
  const issuedAt = new Date(Math.max(notBefore.getTime(), clock().now().getTime()));
  const fy = financialYearAt(issuedAt);
  const [row] = await tx.$queryRaw<{ lastSerial: number }[]>`
    INSERT INTO "DocumentCounter" (kind, "financialYear", "lastSerial") VALUES (${kind}::"DocumentKind", ${fy.label}, 1)
    ON CONFLICT (kind, "financialYear") DO UPDATE SET "lastSerial" = "DocumentCounter"."lastSerial" + 1
    RETURNING "lastSerial"`;
  return { serial: row.lastSerial, financialYear: fy.label, number: documentNumber(prefix, fy.short, row.lastSerial), issuedAt };
}
