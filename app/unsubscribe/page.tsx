import type { Metadata } from 'next';
import Link from 'next/link';
import { readUnsubscribeLink } from '@/lib/email/unsubscribe-by-link';
import { NOTIFICATION_KIND_LABELS } from '@/lib/domain/notifications';
import { Button } from '@/components/ui/button';

// Reads the link's token: rendered at request time, never cached.
export const instant = false;

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string; done?: string; invalid?: string }> };

/**
 * Where an email's unsubscribe link leads. It asks before changing anything (mail scanners open
 * links), then the button posts to /api/unsubscribe, the same one-click endpoint mail clients use.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token = '', done, invalid } = await searchParams;
  const link = token ? readUnsubscribeLink(token) : null;
  const what = link ? `“${NOTIFICATION_KIND_LABELS[link.kind]}”` : null;
  return (
    <section className="mx-auto max-w-md py-8">
      <h1 className="mb-4 text-2xl font-bold text-brand-800">Unsubscribe</h1>
      {!link || invalid ? (
        <p role="alert">This unsubscribe link is not valid. You can choose your messages on your profile.</p>
      ) : done ? (
        <p role="status">
          Done: we will not email you {what} messages any more. Text messages and push notifications are as you set them on your profile.
        </p>
      ) : (
        <form method="post" action={`/api/unsubscribe?from=page&token=${encodeURIComponent(token)}`} className="space-y-4">
          <p>Stop emails about {what}? Other emails, text messages and push notifications stay as they are.</p>
          <Button type="submit" size="lg" fullWidth>
            Unsubscribe from {what} emails
          </Button>
        </form>
      )}
      <p className="mt-6 text-sm">
        <Link href="/profile-update" className="text-brand-700 underline">
          Choose all your messages
        </Link>
      </p>
    </section>
  );
}
