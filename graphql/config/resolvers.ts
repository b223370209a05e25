import 'server-only';
import { getConfigurations } from '@/lib/config/get-configurations';
import type { Resolvers } from '../generated/resolvers';

export const configResolvers = {
  Query: {
    getConfigurations: () => getConfigurations(),
  },
} satisfies Resolvers;
