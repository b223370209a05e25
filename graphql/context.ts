import 'server-only';
import type { NextRequest } from 'next/server';
import type { Viewer } from '@/lib/auth/viewer';
import { clientIpFromHeaders } from '@/lib/http/client-ip';

export type GraphQLContext = {
  viewer: Viewer | null;
  ip: string;
  req: NextRequest;
  /** cookies a resolver wants set on the response (verifyOtp signs the caller in) */
  setCookies: string[];
};

/** The caller's address: the socket, or what TRUSTED_PROXIES allows X-Forwarded-For to say. */
export function clientIp(req: NextRequest): string {
  return clientIpFromHeaders(req.headers);
}
