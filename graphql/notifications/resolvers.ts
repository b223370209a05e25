import 'server-only';
import { listNotifications } from '@/lib/notifications/list-notifications';
import { listNotificationsInput } from '@/lib/domain/inputs/notification-input';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';

export const notificationsArgs = {
  getNotifications: listNotificationsInput,
};

export const notificationsResolvers = {
  Query: {
    getNotifications: (_, args, ctx) => listNotifications(ctx.viewer, parseArgs(notificationsArgs.getNotifications, args)),
  },
} satisfies Resolvers;
