import 'server-only';
import { z } from 'zod';
import { getDashboard } from '@/lib/dashboard/get-dashboard';
import { isoDay } from '@/lib/domain/inputs/fields';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const dashboardArgs = {
  getDashboard: z.object({ from: isoDay, to: isoDay }),
};

export const dashboardResolvers = {
  Query: {
    getDashboard: (_, args, ctx) => {
      const { from, to } = parseArgs(dashboardArgs.getDashboard, args);
      return getDashboard(ctx.viewer, from, to);
    },
  },
} satisfies Resolvers;
