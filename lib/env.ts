// "Production" means a real deployment, not NODE_ENV: e2e tests run a production build with
// APP_ENV=test so the fixed test code and the console SMS sender work there and nowhere live.
import 'server-only';
export function appEnv(): 'production' | 'test' | 'development' {
  const explicit = process.env.APP_ENV;
  if (explicit === 'production' || explicit === 'test' || explicit === 'development') return explicit;
  return process.env.NODE_ENV === 'production' ? 'production' : process.env.NODE_ENV === 'test' ? 'test' : 'development';
}

export const isProductionDeployment = () => appEnv() === 'production';

export function authSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (secret) return secret;
  if (isProductionDeployment()) throw new Error('AUTH_SECRET must be set in production');
  // Development only: a fixed secret so sessions survive restarts of `npm run dev`.
  return 'development-only-secret-do-not-use-in-production-0123456789';
}

/**
 * JOBS_IN_WEB_SERVER=false: the web server only hands jobs to the queue, and `npm run worker`
 * (deployed separately) runs them. Unset or anything else: the web server runs them itself.
 */
export function jobsInWebServer(): boolean {
  return !/^(false|0|no|off)$/i.test(process.env.JOBS_IN_WEB_SERVER?.trim() ?? '');
}
