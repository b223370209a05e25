import { cuid } from './cuid';

test("ids look like Prisma's cuid() and sort in the order they were made", () => {
  const ids = Array.from({ length: 500 }, () => cuid());
  for (const id of ids) expect(id).toMatch(/^c[a-z0-9]{24}$/);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual(ids);
});
