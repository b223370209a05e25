import 'server-only';
import { z } from 'zod';
import { getDispatch } from '@/lib/dispatch/get-dispatch';
import { isoDay } from '@/lib/domain/inputs/fields';
import { namedSnapshot } from '@/lib/domain/address-snapshot';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const dispatchArgs = {
  getDispatch: z.object({ date: isoDay }),
};

export const dispatchResolvers = {
  Query: {
    getDispatch: (_, args, ctx) => getDispatch(ctx.viewer, parseArgs(dispatchArgs.getDispatch, args).date),
  },
  DispatchStop: {
    location: (stop) => namedSnapshot(stop.location),
  },
} satisfies Resolvers;
