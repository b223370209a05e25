import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableRow } from '@/components/ui/data-table';
import { formatPaise } from '@/lib/domain/money';
import { Section } from './gallery-section';

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
