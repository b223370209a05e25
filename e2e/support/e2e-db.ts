// This run's database (scripts/e2e-server.ts writes where it is), for the one thing no page can do
// in a journey: a drop due today, since orders are placed for tomorrow at the earliest.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { IsoDay } from '@/lib/domain/calendar';

function databaseUrl(): string {
  const port = process.env.E2E_PORT ?? '3100';
  return readFileSync(`.data/e2e-db-${port}.url`, 'utf8').trim();
}

/** Moves every delivery of these orders to `day`. */
export async function moveOrdersToDay(orderNumbers: string[], day: IsoDay): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `UPDATE "Delivery" d SET "deliveryDate" = $1::date
       FROM "Suborder" s JOIN "Order" o ON o.id = s."orderId"
       WHERE d."suborderId" = s.id AND o."orderNumber" = ANY($2::text[])`,
      [day, orderNumbers],
    );
  } finally {
    await client.end();
  }
}
