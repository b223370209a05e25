import 'server-only';
import { getConfigurations } from '@/lib/config/get-configurations';
import { updateConfigurations } from '@/lib/config/update-configurations';
import { updateConfigurationsInput } from '@/lib/domain/inputs/config-input';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const configArgs = {
  updateConfigurations: updateConfigurationsInput,
};

export const configResolvers = {
  Query: {
    getConfigurations: () => getConfigurations(),
  },
  Mutation: {
    updateConfigurations: (_, args, ctx) => updateConfigurations(ctx.viewer, parseArgs(configArgs.updateConfigurations, args).values),
  },
} satisfies Resolvers;
