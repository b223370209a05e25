import { forbidden } from 'next/navigation';

/**
 * Where the route guard rewrites non-admins. A rewrite keeps the status of the page it lands on
 * (NextResponse.rewrite's `status: 403` is not applied), so this page answers 403 itself by calling
 * forbidden(), which renders app/forbidden.tsx.
 */
export default function AccessDeniedPage(): never {
  forbidden();
}
