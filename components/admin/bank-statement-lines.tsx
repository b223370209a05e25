// The credit lines of a previewed bank statement: what each pays, or why it pays nothing.
import Link from 'next/link';
import { formatDay } from '@/lib/domain/calendar';
import { formatPaise } from '@/lib/domain/money';
import type { StatementLineStatus } from '@/lib/domain/bank-statement-matching';
import { isTopUpNumber, paymentName } from '@/lib/domain/wallet';
import type { ResultOf } from '@/lib/client/graphql';
import { graphql } from '@/lib/client/graphql-document';

export const BANK_STATEMENT_LINE_FIELDS = graphql(`
  fragment BankStatementLineFields on BankStatementLine {
    lineNo date amount utr narration status orderNumber matchedBy note
  }
`);

export const LINE_STATUS_TEXT: Record<StatementLineStatus, { label: string; tone: string }> = {
  MATCHED: { label: 'Matched', tone: 'text-green-800' },
  AMBIGUOUS: { label: 'Check by hand', tone: 'text-amber-800' },
  UNMATCHED: { label: 'No match', tone: 'text-stone-700' },
  ALREADY_APPLIED: { label: 'Already applied', tone: 'text-stone-700' },
};

const MATCHED_BY_TEXT = { UTR: 'by UTR', ORDER_NUMBER: 'by order number', AMOUNT: 'by amount' } as const;

export type BankStatementLine = ResultOf<typeof BANK_STATEMENT_LINE_FIELDS>;

export function BankStatementLines({ lines, caption }: { lines: BankStatementLine[]; caption: string }) {
  return (
    <div className="relative max-h-[32rem] overflow-auto rounded-xl border border-brand-100" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-brand-50">
          <tr>
            <th scope="col" className="px-3 py-2">Row</th>
            <th scope="col" className="px-3 py-2">Date</th>
            <th scope="col" className="px-3 py-2 text-right">Amount</th>
            <th scope="col" className="px-3 py-2">Narration</th>
            <th scope="col" className="px-3 py-2">What it pays</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const text = LINE_STATUS_TEXT[l.status];
            return (
              <tr key={l.lineNo} className="border-t border-brand-100 align-top" data-testid="statement-line" data-status={l.status}>
                <td className="px-3 py-2 tabular-nums">{l.lineNo}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDay(l.date)}</td>
                <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{formatPaise(l.amount)}</td>
                <td className="px-3 py-2 break-all">
                  {l.narration || '—'}
                  {l.utr && <span className="block text-xs text-stone-700">UTR {l.utr}</span>}
                </td>
                <td className={`px-3 py-2 ${text.tone}`}>
                  <span className="font-medium">
                    {text.label}
                    {l.status === 'MATCHED' && l.matchedBy ? ` ${MATCHED_BY_TEXT[l.matchedBy]}` : ''}
                  </span>
                  {l.orderNumber &&
                    (isTopUpNumber(l.orderNumber) ? (
                      // a top-up has no order page: it is reviewed on the payments page
                      <Link href="/admin/payments" className="block text-brand-700 underline">
                        {paymentName(l.orderNumber, true)}
                      </Link>
                    ) : (
                      <Link href={`/orders/${encodeURIComponent(l.orderNumber)}`} className="block text-brand-700 underline">
                        {paymentName(l.orderNumber, true)}
                      </Link>
                    ))}
                  {l.note && <span className="block">{l.note}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
