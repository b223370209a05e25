// Idempotent demo data: every row is found by its natural key and created only when missing, so
// running it twice (or on a database an admin has edited) changes nothing already there.
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { taxSettingProblem } from '@/lib/domain/tax-settings';
import { slugify } from '@/lib/domain/menu-item-slug';
import * as data from './seed-data';

/**
 * Configuration keys and messages the code expects: a key added in a new version is filled in with
 * its default; a value an admin changed is never touched. Runs on every start (scripts/dev-database.ts).
 */
export async function seedDefaults(db: PrismaClient): Promise<void> {
  await db.configuration.createMany({
    data: Object.entries(data.configurations).map(([key, value]) => ({ key, value })),
    skipDuplicates: true,
  });
  await db.message.createMany({
    data: Object.entries(data.messages).map(([key, value]) => ({ key, value })),
    skipDuplicates: true,
  });
}

export async function seed(db: PrismaClient): Promise<void> {
  await db.role.createMany({
    data: [
      { id: 1, roleName: 'ADMIN' },
      { id: 2, roleName: 'CUSTOMER' },
      { id: 3, roleName: 'RIDER' },
    ],
    skipDuplicates: true,
  });

  const categoryIds = new Map<string, string>();
  for (const c of data.categories) {
    const row = await db.category.upsert({
      where: { categoryEnum: c.categoryEnum },
      create: { ...c, image: `/images/categories/${c.categoryEnum.toLowerCase()}.webp` },
      update: {},
    });
    categoryIds.set(c.categoryEnum, row.id);
  }

  for (const [index, item] of data.menuItems.entries()) {
    const categoryId = categoryIds.get(item.category)!;
    const menuItem = await db.menuItem.upsert({
      where: { categoryId_name: { categoryId, name: item.name } },
      create: {
        categoryId,
        name: item.name,
        // demo names are unique within their category, and so are their slugs
        slug: slugify(item.name),
        publishedAt: new Date(),
        description: item.description,
        image: `/images/menu/${item.picture}.webp`,
        unitType: item.unitType,
        foodType: item.foodType,
        sortOrder: index,
        ingredients: item.ingredients,
        nutrition: item.nutrition,
        portionGuide: item.portionGuide,
      },
      update: {},
    });
    // A database seeded before item pages existed gets the details; details an admin wrote stay.
    if (menuItem.ingredients.length === 0 && menuItem.nutrition === null) {
      await db.menuItem.update({ where: { id: menuItem.id }, data: { ingredients: item.ingredients, nutrition: item.nutrition, portionGuide: item.portionGuide } });
    }
    await db.variant.createMany({
      data: item.variants.map((v, i) => ({
        menuItemId: menuItem.id,
        unit: v.unit,
        unitType: item.unitType,
        price: v.price,
        sortOrder: i,
      })),
      skipDuplicates: true,
    });
  }

  await seedDefaults(db);
  // A GSTIN (and every tax setting) is checked wherever it is written.
  for (const [key, value] of Object.entries({ ...data.configurations, ...data.demoSeller })) {
    const problem = taxSettingProblem(key, value);
    if (problem) throw new Error(`seed: ${key}: ${problem}`);
  }
  await db.configuration.createMany({ data: Object.entries(data.demoSeller).map(([key, value]) => ({ key, value })), skipDuplicates: true });
  await db.configuration.createMany({ data: Object.entries(data.demoTrust).map(([key, value]) => ({ key, value })), skipDuplicates: true });

  if ((await db.store.count()) === 0) await db.store.create({ data: data.store });

  for (const [phoneNumber, roleId, firstName, lastName] of [
    [data.ADMIN_PHONE, 1, 'Asha', 'Admin'],
    [data.DEMO_CUSTOMER_PHONE, 2, 'Ravi', 'Kumar'],
    [data.DEMO_RIDER_PHONE, 3, 'Raju', 'Rider'],
  ] as const) {
    await db.user.upsert({
      where: { phoneNumber },
      create: { phoneNumber, roleId, firstName, lastName, settings: { create: {} } },
      update: {},
    });
  }

  for (const type of ['desktop', 'mobile'] as const) {
    if ((await db.heroImage.count({ where: { type } })) === 0) {
      await db.heroImage.create({ data: { type, imageUrl: data.heroImages[type] } });
    }
  }
}
