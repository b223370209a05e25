import 'server-only';
import { z } from 'zod';
import { listCategories } from '@/lib/catalog/list-categories';
import { listMenuItems } from '@/lib/catalog/list-menu-items';
import { getHeroImages } from '@/lib/catalog/get-hero-images';
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
};

export const catalogResolvers = {
  Query: {
    getCategories: () => listCategories(),
    getMenuItems: (_, args) => {
      const { category, skip, limit } = parseArgs(catalogArgs.getMenuItems, args);
      return listMenuItems({ category: category || null, skip: skip ?? 0, limit: limit ?? undefined });
    },
    getHeroImages: () => getHeroImages(),
  },
  MenuItem: {
    image: (item) => (item.image ? { id: item.id, url: item.image } : null),
    createdAt: (item) => item.createdAt.toISOString(),
    updatedAt: (item) => item.updatedAt.toISOString(),
    soldOutDates: (item) => item.soldOutDates.map(dateToDay),
  },
} satisfies Resolvers;
