'use client';

// The mapping step: a statement whose header no known layout reads. The admin names the bank and
// says which column is which; saved, every statement with that header is read that way.
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '@/lib/client/graphql-document';
import { useMutation } from '@/lib/client/use-mutation';
import { MAX_BANK_NAME } from '@/lib/domain/bank-statement-layout';
import { Button } from '@/components/ui/button';

const SAVE_LAYOUT = graphql(`
  mutation SaveBankLayout($bankName: String!, $headers: [String!]!, $columns: BankColumnsInput!) {
    saveBankLayout(bankName: $bankName, headers: $headers, columns: $columns) { id bankName }
  }
`);

type Role = 'date' | 'narration' | 'credit' | 'reference' | 'direction';
type Columns = Partial<Record<Role, number | null>>;

const ROLES: { role: Role; label: string; required: boolean }[] = [
  { role: 'date', label: 'Date', required: true },
  { role: 'narration', label: 'Narration (description, remarks)', required: true },
  { role: 'credit', label: 'Credit (deposit) amount', required: true },
  { role: 'reference', label: 'Reference or UTR (if there is one)', required: false },
  { role: 'direction', label: 'Dr/Cr column beside a single amount (if there is one)', required: false },
];

export type MappingNeeded = { headerRow: number; headers: string[]; suggested: Columns };

export function BankStatementMapping({ fileName, mapping, onSaved }: { fileName: string; mapping: MappingNeeded; onSaved: () => void }) {
  const id = useId();
  const [bankName, setBankName] = useState('');
  const [columns, setColumns] = useState<Columns>(mapping.suggested);
  const save = useMutation(SAVE_LAYOUT, { success: (d) => `Layout saved for ${d.saveBankLayout.bankName}`, refresh: false, onSuccess: onSaved });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!bankName.trim()) return save.setError('Please enter the name of the bank.');
    const missing = ROLES.find((r) => r.required && (columns[r.role] === null || columns[r.role] === undefined));
    if (missing) return save.setError(`Please choose the ${missing.label.toLowerCase()} column.`);
    void save.run({
      bankName: bankName.trim(),
      headers: mapping.headers,
      columns: { date: columns.date!, narration: columns.narration!, credit: columns.credit!, reference: columns.reference ?? null, direction: columns.direction ?? null },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        Which column is which?
      </h3>
      <p className="text-sm text-stone-800">
        The columns of {fileName} (row {mapping.headerRow}) are not a layout the store knows. Say which is which once; statements from this bank with the same
        columns are read that way from then on.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-bank`} className="text-sm font-medium">
          Name of the bank (and account)
        </label>
        <input id={`${id}-bank`} value={bankName} onChange={(e) => setBankName(e.target.value)} maxLength={MAX_BANK_NAME} className="min-h-11 rounded-lg border border-stone-400 px-3" placeholder="e.g. Kotak current account" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {ROLES.map(({ role, label, required }) => (
          <div key={role} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${role}`} className="text-sm font-medium">
              {label}
            </label>
            <select
              id={`${id}-${role}`}
              value={columns[role] ?? ''}
              onChange={(e) => setColumns((c) => ({ ...c, [role]: e.target.value === '' ? null : Number(e.target.value) }))}
              className="min-h-11 rounded-lg border border-stone-400 bg-white px-2"
            >
              <option value="">{required ? 'Choose a column' : 'None'}</option>
              {mapping.headers.map((h, i) => (
                <option key={i} value={i}>
                  {h || `Column ${i + 1}`}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {save.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {save.error}
        </p>
      )}
      <Button type="submit" busy={save.busy} busyLabel="Saving…" className="self-start">
        Save the layout and read the statement
      </Button>
    </form>
  );
}
