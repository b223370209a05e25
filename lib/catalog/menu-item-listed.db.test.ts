// An archived dish's page: the route guard answers 404 before the cached page streams (its own
// notFound() came after a 200); a dish on the menu passes, without anyone's session.
import { NextRequest } from 'next/server';
import { useTestDatabase } from '@/testing/test-database';
import { proxy } from '@/proxy';

const t = useTestDatabase();

test('an archived or unknown dish answers 404; a dish on the menu is let through', async () => {
  const category = await t.db().category.findFirstOrThrow({ where: { categoryEnum: 'TREATS' } });
  const item = (slug: string, enabled: boolean) =>
    t.db().menuItem.create({ data: { name: slug, slug, unitType: 'PIECES', categoryId: category.id, enabled, variants: { create: [{ unit: 10, unitType: 'PIECES', price: 10000 }] } } });
  await item('listed-biscuit', true);
  await item('archived-biscuit', false);
  const open = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));

  for (const path of ['/menu/TREATS/archived-biscuit', '/menu/TREATS/no-such-biscuit', '/menu/PDM/listed-biscuit', '/menu/TREATS/Not_A_Slug']) {
    const refused = await open(path);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/_not-found');
  }
  expect((await open('/menu/TREATS/listed-biscuit')).headers.get('x-middleware-next')).toBe('1');
});
