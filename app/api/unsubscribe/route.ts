// One-click unsubscribe (RFC 8058): the List-Unsubscribe header of every email names this URL, and
// a mail client POSTs `List-Unsubscribe=One-Click` to it; the button on /unsubscribe posts here too.
// The token says who and which kind of message; only email is turned off. A GET (a link scanner, a
// person pasting the URL) changes nothing and goes to the page that asks first.
import { unsubscribeByLink } from '@/lib/email/unsubscribe-by-link';

const noStore = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

export async function POST(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const token = url.searchParams.get('token') ?? '';
  const fromPage = url.searchParams.get('from') === 'page';
  const done = await unsubscribeByLink(token);
  if (fromPage) {
    const page = new URL('/unsubscribe', url);
    page.searchParams.set('token', token);
    page.searchParams.set(done ? 'done' : 'invalid', '1');
    return new Response(null, { status: 303, headers: { Location: page.pathname + page.search, ...noStore } });
  }
  if (!done) return new Response('This unsubscribe link is not valid.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...noStore } });
  return new Response('Unsubscribed.', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...noStore } });
}

export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  return new Response(null, { status: 303, headers: { Location: `/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token') ?? '')}`, ...noStore } });
}
