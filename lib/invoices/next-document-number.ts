// The next number of a series (invoices or credit notes) in the financial year of `issuedAt`. The
// counter row is created at the year's first document and incremented by one upsert, which holds
// its row lock until the issuing transaction ends: concurrent issues wait for each other and are
// numbered one after another, and a transaction that rolls back takes its number with it, so the
// series has no gap (a Postgres sequence would skip the numbers of rolled-back transactions).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { documentNumber, financialYearAt, type DocumentKind } from '@/lib/domain/tax-documents';

export type DocumentNumber = { number: string; serial: number; financialYear: string };

export async function nextDocumentNumber(tx: Prisma.TransactionClient, kind: DocumentKind, issuedAt: Date, prefix: string): Promise<DocumentNumber> {
  const fy = financialYearAt(issuedAt);
  const [row] = await tx.$queryRaw<{ lastSerial: number }[]>`
    INSERT INTO "DocumentCounter" (kind, "financialYear", "lastSerial") VALUES (${kind}::"DocumentKind", ${fy.label}, 1)
    ON CONFLICT (kind, "financialYear") DO UPDATE SET "lastSerial" = "DocumentCounter"."lastSerial" + 1
    RETURNING "lastSerial"`;
  return { serial: row.lastSerial, financialYear: fy.label, number: documentNumber(prefix, fy.short, row.lastSerial) };
}
