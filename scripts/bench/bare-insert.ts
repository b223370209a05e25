// saveOrders' reference: a bare insert of the same rows one saveOrders request wrote, in one
// transaction, on the same database in the same seconds. It is the least any implementation of
// "place these four carts" must do (the same rows, indexes, constraints and commit), so the ratio
// of saveOrders to it is what the mutation costs on top: HTTP, session, GraphQL, validation, the
// reads of prices, settings and capacity, locks and round trips. Why this reference and not
// another: docs/decisions/operations.md ("Every bench goal a ratio to a reference in the same run").
//
// The rows are found by walking the foreign keys from the order down (every row that references the
// order, then every row that references those, ...), read as JSON, and inserted again with fresh
// ids (every value equal to one of the rows' ids is replaced, which remaps the foreign keys too)
// and a suffix on other unique text columns (a negative number on a unique numbered one), one
// multi-row INSERT per table in foreign-key order.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';

type Row = Record<string, unknown>;
/** `references`: the table's foreign-key columns, which keep pointing at rows outside the copy (the customer) */
export type OrderRows = { tables: { table: string; columns: string[]; uniques: string[][]; references: string[]; rows: Row[] }[]; ids: string[] };

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Tables the database writes itself when the rows they restate are inserted (triggers on
 * "Delivery"): the reference's insert of the deliveries writes them as saveOrders' did, so they are
 * not copied (a copy would clash with what the trigger wrote).
 */
const WRITTEN_BY_TRIGGERS = new Set(['SubscriptionSpan']);

/** Every row under one order, table by table in an order that satisfies the foreign keys. */
export async function rowsOfOrder(client: pg.ClientBase, orderId: string): Promise<OrderRows> {
  const { rows: fks } = await client.query<{ child: string; col: string; parent: string }>(`
    SELECT ch.relname AS child, a.attname AS col, pa.relname AS parent
    FROM pg_constraint c
    JOIN pg_class ch ON ch.oid = c.conrelid JOIN pg_class pa ON pa.oid = c.confrelid
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND cardinality(c.conkey) = 1 AND c.connamespace = 'public'::regnamespace`);
  const found = new Map<string, Map<string, Row>>();
  const add = (table: string, rows: Row[]) => {
    const byId = found.get(table) ?? new Map<string, Row>();
    let fresh = 0;
    for (const r of rows) {
      const key = r.id === undefined ? JSON.stringify(r) : String(r.id);
      if (!byId.has(key)) {
        byId.set(key, r);
        fresh++;
      }
    }
    found.set(table, byId);
    return fresh;
  };
  const select = async (table: string, col: string, ids: string[]) =>
    (await client.query<{ r: Row }>(`SELECT row_to_json(t) AS r FROM ${q(table)} t WHERE ${q(col)} = ANY($1::text[])`, [ids])).rows.map((x) => x.r);
  add('Order', await select('Order', 'id', [orderId]));
  if (!found.get('Order')?.size) throw new Error(`bare insert: no order ${orderId}`);
  for (let grew = true; grew; ) {
    grew = false;
    for (const fk of fks) {
      const parents = found.get(fk.parent);
      if (!parents?.size || fk.child === fk.parent || WRITTEN_BY_TRIGGERS.has(fk.child)) continue;
      if ((await select(fk.child, fk.col, [...parents.keys()]).then((rows) => add(fk.child, rows))) > 0) grew = true;
    }
  }
  // foreign-key order among the tables found: a table after every other table it references
  const tables = [...found.keys()];
  const ordered: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (ordered.includes(t) || path.has(t)) return;
    path.add(t);
    for (const fk of fks) if (fk.child === t && fk.parent !== t && found.has(fk.parent)) visit(fk.parent, path);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  const out: OrderRows['tables'] = [];
  for (const table of ordered) {
    const { rows: cols } = await client.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [table],
    );
    const { rows: uniques } = await client.query<{ cols: string[] }>(`
      SELECT array_agg(a.attname::text ORDER BY k.i) AS cols
      FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid
      CROSS JOIN LATERAL unnest(x.indkey) WITH ORDINALITY AS k(attnum, i)
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE c.relname = $1 AND c.relnamespace = 'public'::regnamespace AND x.indisunique AND NOT x.indisprimary
      GROUP BY x.indexrelid`, [table]);
    out.push({ table, columns: cols.map((c) => c.column_name), uniques: uniques.map((u) => u.cols), references: fks.filter((f) => f.child === table).map((f) => f.col), rows: [...found.get(table)!.values()] });
  }
  return { tables: out, ids: tables.flatMap((t) => [...found.get(t)!.values()].flatMap((r) => (typeof r.id === 'string' ? [r.id] : []))) };
}

/**
 * The rows with fresh ids (foreign keys follow) and every unique key still clashing with the
 * originals made unique by a suffix on one of its text values that is not a foreign key.
 */
export function copyRows(source: OrderRows, suffix: string): OrderRows {
  const fresh = new Map(source.ids.map((id) => [id, `${id}_${suffix}`]));
  const tables = source.tables.map((t) => ({
    ...t,
    rows: t.rows.map((row) => {
      const copy: Row = {};
      for (const [k, v] of Object.entries(row)) copy[k] = typeof v === 'string' && fresh.has(v) ? fresh.get(v) : v;
      for (const cols of t.uniques) {
        if (cols.some((c) => copy[c] !== row[c]) || cols.every((c) => row[c] === null || row[c] === undefined)) continue;
        // never a foreign key: a suffixed customer id (an idempotency key is unique per customer) names no customer
        const text = cols.find((c) => typeof row[c] === 'string' && !t.references.includes(c));
        const number = cols.find((c) => typeof row[c] === 'number');
        if (text) copy[text] = `${row[text] as string}-${suffix}`;
        // a numbered document (financial year, serial): a negative serial no real one has
        else if (number) copy[number] = -1 - Math.floor(Math.random() * 1e9);
        else throw new Error(`bare insert: cannot make ${t.table} (${cols.join(', ')}) unique`);
      }
      return copy;
    }),
  }));
  return { tables, ids: [...fresh.values()] };
}

/** One transaction: one INSERT per table, committed. */
export async function insertRows(client: pg.ClientBase, rows: OrderRows): Promise<void> {
  await client.query('BEGIN');
  try {
    for (const t of rows.tables) {
      const cols = t.columns.map(q).join(', ');
      await client.query(`INSERT INTO ${q(t.table)} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${q(t.table)}, $1::json)`, [JSON.stringify(t.rows)]);
    }
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  }
}

/**
 * Removes the copies again, children first, in one transaction. Tax documents cannot be deleted (a
 * trigger keeps them final), so copies holding one stay, and the caller is told.
 */
export async function deleteRows(client: pg.ClientBase, copies: readonly OrderRows[]): Promise<string | null> {
  if (copies.length === 0) return null;
  await client.query('BEGIN');
  try {
    for (const t of [...copies[0].tables].reverse()) {
      if (!t.columns.includes('id')) continue;
      const ids = copies.flatMap((c) => c.tables.find((x) => x.table === t.table)!.rows.map((r) => String(r.id)));
      if (ids.length) await client.query(`DELETE FROM ${q(t.table)} WHERE id = ANY($1::text[])`, [ids]);
    }
    await client.query('COMMIT');
    return null;
  } catch (e) {
    await client.query('ROLLBACK');
    return `the reference's ${copies.length} copies stay in the database: ${e instanceof Error ? e.message : String(e)}`;
  }
}

export const freshSuffix = () => randomBytes(6).toString('hex');
