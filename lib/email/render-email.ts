// The store's one email layout, written in MJML (responsive tables that mail clients render the
// same way), with a plain-text body made from the same parts: the heading, the message, a button to
// the page it is about, and a footer with the store's name and address and, for anything but a
// link the customer asked for, the way to stop this kind of email.
import 'server-only';
import mjml2html from 'mjml';
import { STORE_ADDRESS, STORE_NAME, siteUrl } from '@/lib/site';

export type EmailParts = {
  subject: string;
  /** first name, for the greeting */
  name: string | null;
  heading: string;
  /** the message itself, one paragraph each */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** what the unsubscribe link turns off ('Order placed' emails) and where; left out for the verification link */
  unsubscribe?: { what: string; url: string };
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const BRAND = '#7c2d12';
const INK = '#1c1917';
const MUTED = '#57534e';

function mjml(p: EmailParts): string {
  const text = (s: string, attrs = '') => `<mj-text ${attrs}>${escapeHtml(s)}</mj-text>`;
  return `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(p.subject)}</mj-title>
    <mj-preview>${escapeHtml(p.paragraphs[0] ?? p.heading)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="${INK}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f5f5f4">
    <mj-section padding="24px 0 8px">
      <mj-column>${text(STORE_NAME, `font-size="20px" font-weight="700" color="${BRAND}"`)}</mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="12px" padding="16px 8px">
      <mj-column>
        ${text(p.heading, 'font-size="22px" line-height="28px" font-weight="700"')}
        ${text(p.name ? `Hello ${p.name},` : 'Hello,')}
        ${p.paragraphs.map((para) => text(para)).join('\n        ')}
        ${p.action ? `<mj-button href="${escapeHtml(p.action.url)}" background-color="${BRAND}" color="#ffffff" font-size="16px" font-weight="600" border-radius="8px" align="left">${escapeHtml(p.action.label)}</mj-button>` : ''}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 8px">
      <mj-column>
        ${text(`${STORE_NAME}, ${STORE_ADDRESS}`, `font-size="13px" line-height="20px" color="${MUTED}"`)}
        ${
          p.unsubscribe
            ? `<mj-text font-size="13px" line-height="20px" color="${MUTED}">You get this email because ${escapeHtml(p.unsubscribe.what)} emails are on in your profile. <a href="${escapeHtml(p.unsubscribe.url)}" style="color:${MUTED}">Unsubscribe from ${escapeHtml(p.unsubscribe.what)} emails</a> or <a href="${escapeHtml(`${siteUrl()}/profile-update`)}" style="color:${MUTED}">choose your messages</a>.</mj-text>`
            : ''
        }
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function plainText(p: EmailParts): string {
  const lines = [p.heading, '', p.name ? `Hello ${p.name},` : 'Hello,', '', ...p.paragraphs.flatMap((para) => [para, ''])];
  if (p.action) lines.push(`${p.action.label}: ${p.action.url}`, '');
  lines.push('--', `${STORE_NAME}, ${STORE_ADDRESS}`);
  if (p.unsubscribe) lines.push(`Unsubscribe from ${p.unsubscribe.what} emails: ${p.unsubscribe.url}`, `Choose your messages: ${siteUrl()}/profile-update`);
  return lines.join('\n');
}

/** The email's HTML and plain-text bodies. A template error throws: it is a bug, not a bad address. */
export async function renderEmail(parts: EmailParts): Promise<{ html: string; text: string }> {
  const { html, errors } = await mjml2html(mjml(parts), { validationLevel: 'strict', keepComments: false });
  if (errors?.length) throw new Error(`email template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return { html, text: plainText(parts) };
}
