import 'server-only';
import { z } from 'zod';
import { listCategories } from '@/lib/catalog/list-categories';
import { listMenuItems } from '@/lib/catalog/list-menu-items';
import { getHeroImages } from '@/lib/catalog/get-hero-images';
import { getMenuItem } from '@/lib/catalog/get-menu-item';
import { readNutrition, readPortionGuide } from '@/lib/domain/menu-item-details';
import { CATEGORY_ENUMS } from '@/lib/domain/categories';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';
import { paging } from '@/lib/domain/inputs/fields';
import { dateToDay } from '@/lib/domain/calendar';

export const catalogArgs = {
  getMenuItems: z.object({
    category: z.string().trim().max(64).nullish(),
    ...paging,
    roleId: z.number().int().nullish(),
  }),
  getMenuItem: z.object({
    // ALL is in the SDL's enum (the menu's filter); no item page lives under it
    category: z.enum(['ALL', ...CATEGORY_ENUMS]),
    slug: z.string().trim().max(100),
  }),
};

export const catalogResolvers = {
  Query: {
    getCategories: () => listCategories(),
    getMenuItems: (_, args) => {
      const { category, skip, limit } = parseArgs(catalogArgs.getMenuItems, args);
      return listMenuItems({ category: category || null, skip: skip ?? 0, limit: limit ?? undefined });
    },
    getHeroImages: () => getHeroImages(),
    getMenuItem: (_, args) => {
      const { category, slug } = parseArgs(catalogArgs.getMenuItem, args);
      return category === 'ALL' ? null : getMenuItem(category, slug);
    },
  },
  MenuItem: {
    image: (item) => (item.image ? { id: item.id, url: item.image } : null),
    createdAt: (item) => item.createdAt.toISOString(),
    updatedAt: (item) => item.updatedAt.toISOString(),
    soldOutDates: (item) => item.soldOutDates.map(dateToDay),
    ingredients: (item) => item.ingredients ?? [],
    nutrition: (item) => readNutrition(item.nutrition),
    portionGuide: (item) => readPortionGuide(item.portionGuide),
  },
} satisfies Resolvers;
