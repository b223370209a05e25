import 'server-only';
import type { NextRequest } from 'next/server';
import type { Viewer } from '@/lib/auth/viewer';

export type GraphQLContext = {
  viewer: Viewer | null;
  ip: string;
  req: NextRequest;
  /** cookies a resolver wants set on the response (verifyOtp signs the caller in) */
  setCookies: string[];
};

export function clientIp(req: NextRequest): string {
  // Behind a load balancer the first x-forwarded-for hop is the client; the app trusts it only
  // because it is never exposed without one (see README, "Deploying").
  const forwarded = req.headers.get('x-forwarded-for');
  return forwarded?.split(',')[0]?.trim() || req.headers.get('x-real-ip') || '127.0.0.1';
}
