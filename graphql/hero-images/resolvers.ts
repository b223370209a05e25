import 'server-only';
import { z } from 'zod';
import { createHeroImage } from '@/lib/catalog/create-hero-image';
import { HERO_IMAGE_TYPES } from '@/lib/domain/hero-images';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const heroImagesArgs = {
  createHeroImage: z.object({
    imageUrl: z.string().trim().min(1, 'Please choose an image.').max(500),
    type: z.enum(HERO_IMAGE_TYPES),
    showHeadline: z.boolean().nullish(),
  }),
};

export const heroImagesResolvers = {
  Mutation: {
    createHeroImage: (_, args, ctx) => createHeroImage(ctx.viewer, parseArgs(heroImagesArgs.createHeroImage, args)),
  },
} satisfies Resolvers;
