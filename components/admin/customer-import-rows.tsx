// The table of a customer file's rows: what each will do (the preview) or what it did (the import).
import { formatPhone } from '@/lib/domain/phone';
import type { ImportRowStatus } from '@/lib/domain/customer-import';
import type { ShownRow } from './customer-import-check';

const STATUS_TEXT: Record<ImportRowStatus, { preview: string; done: string; tone: string }> = {
  NEW: { preview: 'Will be added', done: 'Added', tone: 'text-green-800' },
  EXISTING: { preview: 'Will be skipped', done: 'Skipped', tone: 'text-stone-700' },
  DUPLICATE: { preview: 'Will be skipped', done: 'Skipped', tone: 'text-amber-800' },
  INVALID: { preview: 'Problem: not added', done: 'Not added', tone: 'text-red-700' },
};

export function RowsTable({ rows, done, caption }: { rows: ShownRow[]; done: boolean; caption: string }) {
  return (
    <div className="relative max-h-96 overflow-auto rounded-xl border border-brand-100" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-brand-50">
          <tr>
            <th scope="col" className="px-3 py-2">Row</th>
            <th scope="col" className="px-3 py-2">Mobile number</th>
            <th scope="col" className="px-3 py-2">Name</th>
            <th scope="col" className="px-3 py-2">{done ? 'Result' : 'What happens'}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const text = STATUS_TEXT[r.status];
            return (
              <tr key={r.row} className="border-t border-brand-100 align-top" data-testid="import-row" data-status={r.status}>
                <td className="px-3 py-2 tabular-nums">{r.row}</td>
                <td className="px-3 py-2">{formatPhone(r.phoneNumber) || '—'}</td>
                <td className="px-3 py-2">{[r.firstName, r.lastName].filter(Boolean).join(' ') || '—'}</td>
                <td className={`px-3 py-2 ${text.tone}`}>
                  <span className="font-medium">{done ? text.done : text.preview}</span>
                  {r.message && <span className="block">{r.message}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
