import 'server-only';
import { z } from 'zod';
import { getConfigurations } from '@/lib/config/get-configurations';
import { updateConfigurations } from '@/lib/config/update-configurations';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const configArgs = {
  updateConfigurations: z.object({
    values: z.array(z.object({ key: z.string().trim().min(1).max(64), value: z.string().max(10_000) })).max(50),
  }),
};

export const configResolvers = {
  Query: {
    getConfigurations: () => getConfigurations(),
  },
  Mutation: {
    updateConfigurations: (_, args, ctx) => updateConfigurations(ctx.viewer, parseArgs(configArgs.updateConfigurations, args).values),
  },
} satisfies Resolvers;
