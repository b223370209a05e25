// next-auth v5: a Credentials provider ("phone-otp") that verifies through the same service as
// the GraphQL verifyOtp, with JWT sessions carrying the user id, role, first name and the Session
// row the login started (sid). Signing out through next-auth revokes that row.
import 'server-only';
import NextAuth, { CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { AppError } from '@/lib/errors';
import { authSecret } from '@/lib/env';
import { clientIpFromHeaders } from '@/lib/http/client-ip';
import { cleanInput } from '@/lib/domain/text-input';
import { verifyOtp } from './otp/verify-otp';
import { SESSION_MAX_AGE_SECONDS } from './session-token';
import { revokeSessions } from './revoke-sessions';

class OtpSignInError extends CredentialsSignin {
  constructor(message: string) {
    super(message);
    this.code = message;
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  secret: authSecret(),
  trustHost: true,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: '/log-in' },
  providers: [
    Credentials({
      id: 'phone-otp',
      name: 'Phone and one-time code',
      credentials: { challengeId: { label: 'Challenge' }, otp: { label: 'Code' } },
      async authorize(credentials, request) {
        const ip = clientIpFromHeaders(request.headers);
        // The same text rule as every GraphQL argument (a NUL byte would otherwise reach Postgres).
        const input = cleanInput({ otp: String(credentials.otp ?? ''), challengeId: String(credentials.challengeId ?? '') });
        if (!input.ok) throw new OtpSignInError(`${input.path}: ${input.message}`);
        try {
          const result = await verifyOtp({ ...input.value, ip, userAgent: request.headers.get('user-agent') });
          return { id: result.user.id, roleId: result.user.roleId, firstName: result.user.firstName, sid: result.sessionId };
        } catch (error) {
          if (error instanceof AppError) throw new OtpSignInError(error.message);
          throw error;
        }
      },
    }),
  ],
  events: {
    // next-auth clears the cookie itself (and logs, then swallows, an error thrown here); the
    // browser's logout goes through GraphQL `logout`, which reports a failure.
    async signOut(message) {
      const sid = 'token' in message ? message.token?.sid : undefined;
      if (typeof sid === 'string' && sid) await revokeSessions({ sessionId: sid });
    },
  },
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const u = user as { id: string; roleId: number; firstName: string | null; sid: string };
        token.sub = u.id;
        token.sid = u.sid;
        token.roleId = u.roleId;
        token.firstName = u.firstName;
      }
      return token;
    },
    session({ session, token }) {
      return {
        ...session,
        user: { ...session.user, id: token.sub!, roleId: token.roleId as number, firstName: (token.firstName as string | null) ?? null },
      };
    },
  },
}));
