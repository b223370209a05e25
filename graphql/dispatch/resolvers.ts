import 'server-only';
import { z } from 'zod';
import { getDispatch } from '@/lib/dispatch/get-dispatch';
import { isoDay } from '@/lib/domain/inputs/fields';
import type { GraphQLContext } from '../context';
import { parseArgs } from '../validate';

export const dispatchArgs = {
  getDispatch: z.object({ date: isoDay }),
};

export const dispatchResolvers = {
  Query: {
    getDispatch: (_: unknown, args: unknown, ctx: GraphQLContext) => getDispatch(ctx.viewer, parseArgs(dispatchArgs.getDispatch, args).date),
  },
};
