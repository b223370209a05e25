import 'server-only';
import { getCapacity } from '@/lib/capacity/get-capacity';
import { setCapacity } from '@/lib/capacity/set-capacity';
import { getCapacityInput, setCapacityInput } from '@/lib/domain/inputs/capacity-input';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const capacityArgs = {
  getCapacity: getCapacityInput,
  setCapacity: setCapacityInput,
};

export const capacityResolvers = {
  Query: {
    getCapacity: (_, args) => {
      const { from, to } = parseArgs(capacityArgs.getCapacity, args);
      return getCapacity(from, to);
    },
  },
  Mutation: {
    setCapacity: (_, args, ctx) => setCapacity(ctx.viewer, parseArgs(capacityArgs.setCapacity, args)),
  },
} satisfies Resolvers;
