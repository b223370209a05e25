import { z } from 'zod';
import { createHeroImage } from '@/lib/catalog/create-hero-image';
import type { GraphQLContext } from '../context';
import { parseArgs } from '../validate';

const heroArgs = z.object({
  imageUrl: z.string().trim().min(1, 'Please choose an image.').max(500),
  type: z.enum(['mobile', 'desktop']),
});

export const adminHeroResolvers = {
  Mutation: {
    createHeroImage: (_: unknown, args: unknown, ctx: GraphQLContext) => createHeroImage(ctx.viewer, parseArgs(heroArgs, args)),
  },
};
