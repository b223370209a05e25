import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Badge, StatusBadge, type BadgeTone } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@/lib/domain/order-status';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@/lib/domain/payment-status';
import { Section } from './gallery-section';

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
