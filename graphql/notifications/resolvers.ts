import 'server-only';
import { listNotifications } from '@/lib/notifications/list-notifications';
import { requestEmailVerification } from '@/lib/email/request-email-verification';
import { verifyEmail } from '@/lib/email/verify-email';
import { savePushSubscription } from '@/lib/push/save-push-subscription';
import { removePushSubscription } from '@/lib/push/remove-push-subscription';
import { listNotificationsInput } from '@/lib/domain/inputs/notification-input';
import { pushSubscriptionInput, removePushSubscriptionInput, verifyEmailInput } from '@/lib/domain/inputs/push-input';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';
import { statusMessage } from '../status-message';

export const notificationsArgs = {
  getNotifications: listNotificationsInput,
  verifyEmail: verifyEmailInput,
  savePushSubscription: pushSubscriptionInput,
  removePushSubscription: removePushSubscriptionInput,
};

export const notificationsResolvers = {
  Query: {
    getNotifications: (_, args, ctx) => listNotifications(ctx.viewer, parseArgs(notificationsArgs.getNotifications, args)),
  },
  Mutation: {
    requestEmailVerification: async (_, _args, ctx) => statusMessage(await requestEmailVerification(ctx.viewer)),
    verifyEmail: async (_, args) => statusMessage(await verifyEmail(parseArgs(notificationsArgs.verifyEmail, args).token)),
    savePushSubscription: async (_, args, ctx) => statusMessage(await savePushSubscription(ctx.viewer, parseArgs(notificationsArgs.savePushSubscription, args))),
    removePushSubscription: async (_, args, ctx) => statusMessage(await removePushSubscription(ctx.viewer, parseArgs(notificationsArgs.removePushSubscription, args).endpoint)),
  },
} satisfies Resolvers;
