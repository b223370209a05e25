import 'server-only';
import { listAuditLog } from '@/lib/audit/list-audit-log';
import { getAuditLogInput } from '@/lib/domain/inputs/audit-input';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const auditArgs = {
  getAuditLog: getAuditLogInput,
};

export const auditResolvers = {
  Query: {
    getAuditLog: (_, args, ctx) => listAuditLog(ctx.viewer, parseArgs(auditArgs.getAuditLog, args)),
  },
} satisfies Resolvers;
