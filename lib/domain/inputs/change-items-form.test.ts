import { changeItemsFormSchema } from './change-items-form';

const parsed = (quantity: string) => changeItemsFormSchema.safeParse({ items: [{ variantId: 'v-1', quantity }], applyToLaterDeliveries: false });

describe('a typed quantity of the Change form', () => {
  it.each([
    ['2', 2],
    [' 3 ', 3],
    ['0', 0],
    ['', 0],
    ['50', 50],
  ])('"%s" is sent as %d', (typed, sent) => {
    const r = parsed(typed);
    expect(r.success && r.data.items[0].quantity).toBe(sent);
  });

  it.each([
    ['-1', 'Quantities must be whole numbers, 0 or more.'],
    ['1.5', 'Quantities must be whole numbers.'],
    ['51', 'At most 50 of one item per delivery.'],
    ['two', 'Quantities must be whole numbers.'],
  ])('"%s" is refused beside its field: %s', (typed, message) => {
    const r = parsed(typed);
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ['items', 0, 'quantity'], message })]);
  });
});
