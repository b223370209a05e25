// The admin's order filters as the /orders form holds them: text as typed, each field named as its
// URL parameter (the form also works as a plain GET before any script runs). Checked in the browser
// with the very rules getOrders applies to its filter (order-input.ts), each problem put beside the
// field it is about.
import { z } from 'zod';
import { orderFilterInput } from './order-input';

export const ordersFilterFormSchema = z
  .object({
    q: z.string(),
    status: z.string(),
    payment: z.string(),
    delivery: z.string(),
    ending: z.string(),
    from: z.string(),
    to: z.string(),
  })
  .superRefine((form, ctx) => {
    const checked = orderFilterInput.safeParse(orderFilterOfForm(form));
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [FORM_FIELD_OF[String(issue.path[0])] ?? 'q'] });
    }
  });
export type OrdersFilterFormValues = z.input<typeof ordersFilterFormSchema>;

/** Which form field shows a problem getOrders' filter finds with one of its own fields. */
const FORM_FIELD_OF: Record<string, keyof OrdersFilterFormValues> = {
  search: 'q',
  status: 'status',
  paymentStatus: 'payment',
  deliveryDate: 'delivery',
  fromDate: 'from',
  toDate: 'to',
  endingWithinDays: 'ending',
};

const blankAsNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form's text as getOrders' filter takes it: an empty field filters nothing. */
export function orderFilterOfForm(form: OrdersFilterFormValues) {
  return {
    search: blankAsNull(form.q),
    status: blankAsNull(form.status),
    paymentStatus: blankAsNull(form.payment),
    deliveryDate: blankAsNull(form.delivery),
    fromDate: blankAsNull(form.from),
    toDate: blankAsNull(form.to),
    endingWithinDays: form.ending.trim() === '' ? null : Number(form.ending),
  };
}
