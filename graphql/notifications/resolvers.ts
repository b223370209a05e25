import 'server-only';
import { listNotifications } from '@/lib/notifications/list-notifications';
import { listNotificationsInput } from '@/lib/domain/inputs/notification-input';
import type { GraphQLContext } from '../context';
import { parseArgs } from '../validate';

export const notificationsArgs = {
  getNotifications: listNotificationsInput,
};

export const notificationsResolvers = {
  Query: {
    getNotifications: (_: unknown, args: unknown, ctx: GraphQLContext) => listNotifications(ctx.viewer, parseArgs(notificationsArgs.getNotifications, args)),
  },
};
