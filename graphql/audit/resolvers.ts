import 'server-only';
import { z } from 'zod';
import { listAuditLog } from '@/lib/audit/list-audit-log';
import { id, paging } from '@/lib/domain/inputs/fields';
import type { GraphQLContext } from '../context';
import { parseArgs } from '../validate';

export const auditArgs = {
  getAuditLog: z.object({ ...paging, userId: id.nullish(), actorId: id.nullish() }),
};

export const auditResolvers = {
  Query: {
    getAuditLog: (_: unknown, args: unknown, ctx: GraphQLContext) => listAuditLog(ctx.viewer, parseArgs(auditArgs.getAuditLog, args)),
  },
};
