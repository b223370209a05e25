// Every table and column of the schema is accounted for: about a person (exported, erased, or kept
// with the law that keeps it) or not about one. A new table or column fails here until someone
// says which, in lib/domain/personal-data.ts.
import { Prisma } from '@/lib/generated/prisma/client';
import { NOT_PERSONAL_TABLES, PERSONAL_DATA_SECTIONS, PERSONAL_DATA_TABLES, inventoryGaps } from './personal-data';

const columnsOf = (model: string): string[] => Object.values((Prisma as unknown as Record<string, Record<string, string>>)[`${model}ScalarFieldEnum`]);
const models = Object.values(Prisma.ModelName) as string[];

test('every table is either about a person or said not to be', () => {
  const unclassified = models.filter((m) => !(m in PERSONAL_DATA_TABLES) && !(m in NOT_PERSONAL_TABLES));
  const both = models.filter((m) => m in PERSONAL_DATA_TABLES && m in NOT_PERSONAL_TABLES);
  const gone = [...Object.keys(PERSONAL_DATA_TABLES), ...Object.keys(NOT_PERSONAL_TABLES)].filter((m) => !models.includes(m));
  expect({ unclassified, both, gone }).toEqual({ unclassified: [], both: [], gone: [] });
});

test.each(Object.entries(PERSONAL_DATA_TABLES))('%s: every column is exported and erased, or kept with its law', (model, table) => {
  const columns = columnsOf(model);
  expect(inventoryGaps(table, columns)).toEqual({ missing: [], unknown: [], twice: [] });
  // a column of its own names the person (a path through a relation is read as written)
  if (!table.by.includes('.')) expect(columns).toContain(table.by);
  if (typeof table.exported === 'string') expect(PERSONAL_DATA_SECTIONS).toContain(table.exported);
  else expect(table.exported.notExported.length).toBeGreaterThan(10);
  for (const kept of [...(table.kept ?? []), ...(table.keptRows ? [table.keptRows] : [])]) expect(kept.law).toMatch(/Act|Rules|directions/);
  // a table whose rows go keeps no columns of the rest
  if (table.erased === 'rows') expect(table.kept).toBeUndefined();
});
