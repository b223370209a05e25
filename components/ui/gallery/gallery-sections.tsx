// The building blocks of components/ui, each in its states, as /admin/ui shows them: a page to look
// at before using one, and to check a change of look in every state at once.
import type { ReactNode } from 'react';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Field, controlClasses } from '@/components/ui/field';
import { Card } from '@/components/ui/card';
import { Badge, StatusBadge, type BadgeTone } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable, type DataTableRow } from '@/components/ui/data-table';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@/lib/domain/order-status';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@/lib/domain/payment-status';
import { formatPaise } from '@/lib/domain/money';
import { FormKitDemo } from './form-kit-demo';

function Section({ title, about, children }: { title: string; about: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`ui-${title}`} className="space-y-3">
      <h2 id={`ui-${title}`} className="text-xl font-semibold text-brand-800">
        {title}
      </h2>
      <p className="text-sm text-stone-700">{about}</p>
      {children}
    </section>
  );
}

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'danger', 'link'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];

export function ButtonsSection() {
  return (
    <Section title="Button" about="components/ui/button.tsx: primary for the one main action, secondary beside it, danger for what cannot be undone, link for a quiet action. Busy while sending; ButtonLink when it goes to a page.">
      {VARIANTS.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {SIZES.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button variant={variant} busy busyLabel="Saving…">
            Save
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink href="/admin">A link as a primary button</ButtonLink>
        <ButtonLink href="/admin" variant="secondary">
          A link as a secondary button
        </ButtonLink>
        <Button variant="primary" size="lg" fullWidth>
          Full width (a phone form&apos;s submit)
        </Button>
      </div>
    </Section>
  );
}

export function FieldsSection() {
  return (
    <Section title="Field" about="components/ui/field.tsx: label, hint, control and the error beside it; the control gets aria-invalid and aria-describedby.">
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <Field id="ui-name" label="First name">
          {(control) => <input {...control} className={controlClasses} defaultValue="Meera" />}
        </Field>
        <Field id="ui-utr" label="UTR" hint="12 digits, e.g. 612345678901">
          {(control) => <input {...control} className={controlClasses} inputMode="numeric" />}
        </Field>
        <Field id="ui-pin" label="PIN code" error="Please enter a 6-digit PIN code.">
          {(control) => <input {...control} className={controlClasses} defaultValue="5600" />}
        </Field>
        <Field id="ui-kind" label="Category" hint="A select takes the same look.">
          {(control) => (
            <select {...control} className={controlClasses}>
              <option>Pet Dog Meals</option>
              <option>Treats</option>
            </select>
          )}
        </Field>
      </div>
    </Section>
  );
}

export function FormKitSection() {
  return (
    <Section title="Form kit" about="components/forms/form-kit.tsx with lib/client/forms/use-mutation-form.ts: the zod schema from lib/domain/inputs checks in the browser; press the button empty to see every error and the first focused, then fill both to see the busy button and a server refusal beside its field.">
      <Card>
        <FormKitDemo />
      </Card>
    </Section>
  );
}

const TONES: BadgeTone[] = ['neutral', 'info', 'progress', 'accent', 'success', 'warning', 'danger'];
const PAYMENT_STATUSES: PaymentStatus[] = ['required', 'pending', 'success', 'cancelled'];

export function CardsAndBadgesSection() {
  return (
    <Section title="Card, Badge, EmptyState" about="components/ui/card.tsx, badge.tsx (a tone, or a status's own), empty-state.tsx (what an empty list says, and what to do).">
      <div className="grid gap-4 md:grid-cols-2">
        <Card title="Order DM261120-K7Q2M" actions={<StatusBadge status="SUBSCRIBED" label={ORDER_STATUS_LABELS.SUBSCRIBED} />}>
          <p className="text-sm">Pet Dog Meals, weekdays until 24 Dec 2026.</p>
        </Card>
        <Card title="Badges">
          <div className="flex flex-wrap gap-2">
            {TONES.map((tone) => (
              <Badge key={tone} tone={tone}>
                {tone}
              </Badge>
            ))}
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            {ORDER_STATUSES.map((s) => (
              <StatusBadge key={s} status={s} label={ORDER_STATUS_LABELS[s]} />
            ))}
            {PAYMENT_STATUSES.map((s) => (
              <StatusBadge key={s} status={s} label={PAYMENT_STATUS_LABELS[s]} />
            ))}
          </div>
        </Card>
      </div>
      <EmptyState title="No refunds to pay" action={<ButtonLink href="/admin/refunds?status=PAID" variant="secondary">Refunds already paid</ButtonLink>}>
        Refunds customers chose to get on their UPI id appear here, the oldest first.
      </EmptyState>
    </Section>
  );
}

const SAMPLE = [
  { name: 'Meera Iyer', order: 'DM261120-K7Q2M', amount: 45_000, age: 3 },
  { name: 'Arjun Rao', order: 'DM261118-P3X9T', amount: 120_000, age: 12 },
  { name: 'Zoya Khan', order: 'DM261102-A8M4W', amount: 9_000, age: 33 },
];

export function DataTableSection() {
  const rows: DataTableRow[] = SAMPLE.map((r) => ({
    key: r.order,
    cells: { name: r.name, order: r.order, amount: formatPaise(r.amount), age: r.age > 30 ? <Badge tone="danger">{`${r.age} days, overdue`}</Badge> : `${r.age} days` },
    sortValues: { name: r.name, amount: r.amount, age: r.age },
  }));
  const columns = [
    { key: 'name', header: 'Customer', sortable: true },
    { key: 'order', header: 'Order' },
    { key: 'amount', header: 'Amount', sortable: true, align: 'right' as const },
    { key: 'age', header: 'Waiting', sortable: true },
  ];
  return (
    <Section title="DataTable" about="components/ui/data-table.tsx: for the admin's lists. Sort by a header (or, on a phone, the select); each row is a card on a phone; one row says when there is nothing.">
      <DataTable caption="Refunds to pay (example)" columns={columns} rows={rows} empty="No refunds to pay." initialSort={{ key: 'age', direction: 'descending' }} />
      <DataTable caption="An empty list (example)" columns={columns} rows={[]} empty="No refunds to pay." />
    </Section>
  );
}
