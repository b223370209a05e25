// What search engines may list: the public menu (whole and per category) and the legal pages.
// Everything behind a login, every API and the error-report tunnel is kept out.
import 'server-only';
import { CATEGORY_ENUMS } from '@/lib/domain/categories';

export const PUBLIC_PATHS: { path: string; changeFrequency: 'daily' | 'yearly'; priority: number }[] = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  ...CATEGORY_ENUMS.map((code) => ({ path: `/?category=${code}`, changeFrequency: 'daily' as const, priority: 0.8 })),
  { path: '/about', changeFrequency: 'yearly', priority: 0.4 },
  { path: '/privacy-policy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/termsandconditions', changeFrequency: 'yearly', priority: 0.2 },
];

// Robots rules match by prefix: '/profile' also covers /profile-create and /profile-update, and
// '/payment' covers /payment/upload-screenshot.
export const DISALLOWED_PATHS = [
  '/user-list',
  '/api/',
  '/cart',
  '/address',
  '/order',
  '/orders',
  '/payment',
  '/invoice',
  '/profile',
  '/userDetails',
  '/log-in',
  '/monitoring',
];
