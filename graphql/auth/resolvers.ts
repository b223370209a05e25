import 'server-only';
import { z } from 'zod';
import { sendOtp } from '@/lib/auth/otp/send-otp';
import { verifyOtp } from '@/lib/auth/otp/verify-otp';
import { getUser } from '@/lib/users/get-user';
import { selectCustomer } from '@/lib/users/select-customer';
import { requireAdmin } from '@/lib/auth/guards';
import { revokeSessions } from '@/lib/auth/revoke-sessions';
import { logoutAllDevices } from '@/lib/auth/logout-all-devices';
import {
  encodeSession,
  isSecureRequest,
  sessionClearCookies,
  sessionCookieName,
  sessionSetCookie,
  claimsFromCookies,
  type SessionClaims,
} from '@/lib/auth/session-token';
import type { GraphQLContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { parseArgs } from '../validate';
import { id } from '@/lib/domain/inputs/fields';
import { loginPhoneNumber } from '@/lib/domain/inputs/login-input';
import { getSelectedCustomer } from '@/lib/auth/selected-customer';
import { LOGIN_DEVICE_COOKIE, loginDeviceSetCookie } from '@/lib/auth/login-device';

export const authArgs = {
  sendOtp: z.object({
  phoneNumber: loginPhoneNumber,
  roleId: z.number().int().nullish(),
  countryCode: z.string().trim().max(5).nullish(),
  }),
  verifyOtp: z.object({ otp: z.string().trim().max(10), userId: id }),
  selectCustomer: z.object({ userId: id }),
};

async function writeSession(ctx: GraphQLContext, claims: SessionClaims) {
  const secure = isSecureRequest(ctx.req.url, ctx.req.headers.get('x-forwarded-proto'));
  const name = sessionCookieName(secure);
  ctx.setCookies.push(sessionSetCookie(name, await encodeSession(claims, secure), secure));
}

export const authResolvers = {
  Query: {
    me: (_, __, ctx) => (ctx.viewer ? getUser(ctx.viewer, ctx.viewer.id) : null),
    selectedCustomer: (_, __, ctx) => getSelectedCustomer(ctx.viewer),
  },
  Mutation: {
    // roleId is accepted for compatibility; nobody can choose their own role.
    sendOtp: (_, args, ctx) => {
      const { phoneNumber, countryCode } = parseArgs(authArgs.sendOtp, args);
      return sendOtp({ phoneNumber, countryCode, ip: ctx.ip, deviceToken: ctx.req.cookies.get(LOGIN_DEVICE_COOKIE)?.value });
    },
    verifyOtp: async (_, args, ctx) => {
      const { otp, userId } = parseArgs(authArgs.verifyOtp, args);
      const result = await verifyOtp({ otp, challengeId: userId, ip: ctx.ip, userAgent: ctx.req.headers.get('user-agent'), deviceToken: ctx.req.cookies.get(LOGIN_DEVICE_COOKIE)?.value });
      // This device has now logged in to this number: strangers' wrong codes never hold it back.
      ctx.setCookies.push(loginDeviceSetCookie(result.deviceToken, isSecureRequest(ctx.req.url, ctx.req.headers.get('x-forwarded-proto'))));
      await writeSession(ctx, { sub: result.user.id, sid: result.sessionId, roleId: result.user.roleId, firstName: result.user.firstName });
      return { verified: result.verified, typeOfUser: result.typeOfUser, sessionId: result.sessionId, user: await getUser({ id: result.user.id, roleId: result.user.roleId, firstName: result.user.firstName }, result.user.id) };
    },
    // The session ends on the server, not only in this browser: a copy of the cookie is dead too.
    // Works for a session that already ended (the cookie is cleared either way).
    logout: async (_, __, ctx) => {
      const claims = await claimsFromCookies((n) => ctx.req.cookies.get(n)?.value);
      if (claims) await revokeSessions({ sessionId: claims.sid });
      ctx.setCookies.push(...sessionClearCookies());
      return { status: true };
    },
    logoutAllDevices: async (_, __, ctx) => {
      const result = await logoutAllDevices(ctx.viewer);
      ctx.setCookies.push(...sessionClearCookies());
      return result;
    },
    selectCustomer: async (_, args, ctx) => {
      const { userId } = parseArgs(authArgs.selectCustomer, args);
      const customer = await selectCustomer(ctx.viewer, userId);
      // The same session (sid) in a re-issued cookie: logging out still ends it.
      const claims = (await claimsFromCookies((n) => ctx.req.cookies.get(n)?.value))!;
      await writeSession(ctx, { ...claims, actingForUserId: customer.id, actingForFirstName: customer.firstName });
      return customer;
    },
    deselectCustomer: async (_, __, ctx) => {
      requireAdmin(ctx.viewer);
      const claims = (await claimsFromCookies((n) => ctx.req.cookies.get(n)?.value))!;
      await writeSession(ctx, { ...claims, actingForUserId: null, actingForFirstName: null });
      return { status: true };
    },
  },
} satisfies Resolvers;
