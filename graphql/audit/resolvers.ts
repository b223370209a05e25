import 'server-only';
import { z } from 'zod';
import { listAuditLog } from '@/lib/audit/list-audit-log';
import { id, paging } from '@/lib/domain/inputs/fields';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const auditArgs = {
  getAuditLog: z.object({ ...paging, userId: id.nullish(), actorId: id.nullish() }),
};

export const auditResolvers = {
  Query: {
    getAuditLog: (_, args, ctx) => listAuditLog(ctx.viewer, parseArgs(auditArgs.getAuditLog, args)),
  },
} satisfies Resolvers;
