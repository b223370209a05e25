import type { Metadata } from 'next';
import { ForbiddenNotice } from '@/components/errors/forbidden-notice';

export const metadata: Metadata = { title: 'Not allowed', robots: { index: false } };

/** Where the route guard rewrites non-admins (with status 403). */
export default function ForbiddenPage() {
  return <ForbiddenNotice />;
}
