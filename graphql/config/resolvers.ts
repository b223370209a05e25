import 'server-only';
import { getConfigurations } from '@/lib/config/get-configurations';

export const configResolvers = {
  Query: {
    getConfigurations: () => getConfigurations(),
  },
};
