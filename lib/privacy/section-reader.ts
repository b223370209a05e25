// One section of a person's data export: how it is read from the database (inside the export's one
// read-only transaction) and how it is laid out as CSV files for the zip.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { CsvCell } from '@/lib/csv/csv-document';

export type Tx = Prisma.TransactionClient;

/** One CSV file of the zip: `name`.csv with this header and rows. */
export type CsvTable = { name: string; header: readonly string[]; rows: CsvCell[][] };

export type SectionReader<T> = {
  read(tx: Tx, userId: string): Promise<T>;
  tables(data: T): CsvTable[];
};

/** Instants as ISO strings (UTC), as the API writes them. */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** A reader for data the store does not keep yet: always the same empty value, and header-only files. */
export function nothingKeptYet<T>(empty: T, tables: CsvTable[]): SectionReader<T> {
  return { read: async () => empty, tables: () => tables };
}
