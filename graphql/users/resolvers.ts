import 'server-only';
import { z } from 'zod';
import { GraphQLError } from 'graphql';
import { getUser } from '@/lib/users/get-user';
import { updateUser } from '@/lib/users/update-user';
import { listUsers } from '@/lib/users/list-users';
import { addUser } from '@/lib/users/add-user';
import { importUsers } from '@/lib/users/import-users';
import { previewImportUsers } from '@/lib/users/preview-import-users';
import { userStats } from '@/lib/users/user-stats';
import { setUserRole } from '@/lib/users/set-user-role';
import { clearLoginLocks } from '@/lib/auth/otp/clear-login-locks';
import { statusMessage } from '../status-message';
import type { UserRecord } from '@/lib/users/get-user';
import { AppError } from '@/lib/errors';
import { uploadUrl } from '@/lib/uploads/storage-key';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';
import { id, paging } from '@/lib/domain/inputs/fields';
import { importUsersInput, newUserInput, updateUserInput } from '@/lib/domain/inputs/user-input';

export const usersArgs = {
  getUser: z.object({ id }),
  getUsers: z.object({ ...paging, searchQuery: z.string().max(100).nullish() }),
  updateUser: updateUserInput,
  addUser: newUserInput,
  importUsers: importUsersInput,
  previewImportUsers: importUsersInput,
  setUserRole: z.object({ userId: id, roleId: z.number().int('Role must be an integer.') }),
  clearLoginLock: z.object({ userId: id }),
};

// One stats lookup per user object, however many of its three fields a query asks for.
const statsCache = new WeakMap<object, ReturnType<typeof userStats>>();
const stats = (u: UserRecord) => {
  let s = statsCache.get(u);
  if (!s) statsCache.set(u, (s = userStats(u.id)));
  return s;
};


export const usersResolvers = {
  Query: {
    getUser: (_, args, ctx) => getUser(ctx.viewer, parseArgs(usersArgs.getUser, args).id),
    getUsers: (_, args, ctx) => {
      const a = parseArgs(usersArgs.getUsers, args);
      return listUsers(ctx.viewer, { skip: a.skip ?? 0, limit: a.limit ?? 20, searchQuery: a.searchQuery });
    },
    previewImportUsers: (_, args, ctx) =>
      previewImportUsers(ctx.viewer, parseArgs(usersArgs.previewImportUsers, args).users),
  },
  Mutation: {
    updateUser: (_, args, ctx) => updateUser(ctx.viewer, parseArgs(usersArgs.updateUser, args)),
    addUser: async (_, args, ctx) => {
      try {
        return await addUser(ctx.viewer, parseArgs(usersArgs.addUser, args));
      } catch (e) {
        // The original store's client shows 'Phone number has already existed' on HTTP 409.
        if (e instanceof AppError && e.code === 'CONFLICT') {
          throw new GraphQLError(e.message, { extensions: { code: 'CONFLICT', http: { status: 409 } } });
        }
        throw e;
      }
    },
    importUsers: (_, args, ctx) =>
      importUsers(ctx.viewer, parseArgs(usersArgs.importUsers, args).users),
    setUserRole: (_, args, ctx) => setUserRole(ctx.viewer, parseArgs(usersArgs.setUserRole, args)),
    clearLoginLock: async (_, args, ctx) => {
      const { cleared } = await clearLoginLocks(ctx.viewer, parseArgs(usersArgs.clearLoginLock, args).userId);
      return statusMessage({ message: cleared ? 'Login unlocked: they can ask for a code again now.' : 'Nothing to clear: their logins were not held back.', cleared });
    },
  },
  User: {
    createdAt: (u) => u.createdAt.toISOString(),
    updatedAt: (u) => u.updatedAt.toISOString(),
    emailVerified: (u) => !!u.email && !!u.emailVerifiedAt,
    // a list of users (getUsers) does not read their addresses
    address: (u) => u.addresses ?? [],
    profilePic: (u) => (u.profilePic ? { id: u.profilePic.id, url: uploadUrl(u.profilePic.storageKey) } : null),
    totalOrders: async (u) => (await stats(u)).totalOrders,
    activeOrders: async (u) => (await stats(u)).activeOrders,
    payMentDue: async (u) => (await stats(u)).amountDue,
  },
} satisfies Resolvers;
