import { z } from 'zod';
import { GraphQLError } from 'graphql';
import { getUser } from '@/lib/users/get-user';
import { updateUser } from '@/lib/users/update-user';
import { listUsers } from '@/lib/users/list-users';
import { addUser } from '@/lib/users/add-user';
import { importUsers } from '@/lib/users/import-users';
import { userStats } from '@/lib/users/user-stats';
import { AppError } from '@/lib/errors';
import type { GraphQLContext } from '../context';
import { parseArgs, paging, id } from '../validate';

const name = z.string().trim().max(60).nullish();
const email = z.union([z.email('Please enter a valid email address.').max(120), z.literal('')]).nullish().transform((v) => (v === '' ? null : v));

const updateArgs = z.object({
  id,
  firstName: name,
  lastName: name,
  phoneNumber: z.string().trim().max(20).nullish(),
  email,
  profilePic: id.nullish(),
  settings: z
    .object({ enablePushNotifications: z.boolean().nullish(), enableEmailNotifications: z.boolean().nullish(), enableSMSNotifications: z.boolean().nullish() })
    .nullish(),
});
const newUser = z.object({
  phoneNumber: z.string().trim().min(1).max(20),
  countryCode: z.string().trim().max(5).nullish(),
  roleId: z.number().int('Role must be an integer.').nullish(),
  firstName: name,
  lastName: name,
});

type UserRow = { id: string; createdAt: Date; updatedAt: Date; addresses?: unknown[]; profilePic?: { id: string; storageKey: string } | null };

// One stats lookup per user object, however many of its three fields a query asks for.
const statsCache = new WeakMap<object, ReturnType<typeof userStats>>();
const stats = (u: UserRow) => {
  let s = statsCache.get(u);
  if (!s) statsCache.set(u, (s = userStats(u.id)));
  return s;
};

const stripNulls = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> };

export const usersResolvers = {
  Query: {
    getUser: (_: unknown, args: unknown, ctx: GraphQLContext) => getUser(ctx.viewer, parseArgs(z.object({ id }), args).id),
    getUsers: (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const a = parseArgs(z.object({ ...paging, searchQuery: z.string().max(100).nullish() }), args);
      return listUsers(ctx.viewer, { skip: a.skip ?? 0, limit: a.limit ?? 20, searchQuery: a.searchQuery });
    },
  },
  Mutation: {
    updateUser: (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const a = parseArgs(updateArgs, args);
      return updateUser(ctx.viewer, { ...a, settings: a.settings ? stripNulls(a.settings) : null });
    },
    addUser: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
      try {
        return await addUser(ctx.viewer, parseArgs(newUser, args));
      } catch (e) {
        // The original store's client shows 'Phone number has already existed' on HTTP 409.
        if (e instanceof AppError && e.code === 'CONFLICT') {
          throw new GraphQLError(e.message, { extensions: { code: 'CONFLICT', http: { status: 409 } } });
        }
        throw e;
      }
    },
    importUsers: (_: unknown, args: unknown, ctx: GraphQLContext) =>
      importUsers(ctx.viewer, parseArgs(z.object({ users: z.array(newUser).max(1000) }), args).users),
  },
  User: {
    createdAt: (u: UserRow) => u.createdAt.toISOString(),
    updatedAt: (u: UserRow) => u.updatedAt.toISOString(),
    address: (u: UserRow) => u.addresses ?? [],
    profilePic: (u: UserRow) => (u.profilePic ? { id: u.profilePic.id, url: `/uploads/${u.profilePic.storageKey}` } : null),
    totalOrders: async (u: UserRow) => (await stats(u)).totalOrders,
    activeOrders: async (u: UserRow) => (await stats(u)).activeOrders,
    payMentDue: async (u: UserRow) => (await stats(u)).payMentDue,
  },
};
