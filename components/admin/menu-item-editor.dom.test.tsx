import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { menuItemFormValues } from '@/lib/domain/menu-item-rules';
import { MenuItemEditor } from './menu-item-editor';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const categories = [{ id: 'cat-treats', title: 'Treats' }];
const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent ?? null : null;
};

function renderNew() {
  render(<MenuItemEditor defaults={menuItemFormValues(undefined, { defaultCategoryId: 'cat-treats' })} currentImage={null} categories={categories} />);
}

beforeEach(() => {
  sentGraphQL.length = 0;
  router.push.mockClear();
  answerGraphQL({ data: { createMenuItem: { id: 'm1', name: 'Chicken Jerky' } } });
});

test('a new item without a name or a price: both problems beside their fields, the first focused, nothing sent', async () => {
  renderNew();
  fireEvent.click(screen.getByRole('button', { name: 'Add to the menu' }));
  const name = screen.getByLabelText('Name');
  await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  expect(errorOf(name)).toBeTruthy();
  expect(errorOf(screen.getByLabelText('Price (₹)'))).toBe('Enter the price in rupees, from 1 to 100000, e.g. 120 or 120.50.');
  expect(document.activeElement).toBe(name);
  expect(sentGraphQL).toHaveLength(0);
});

test('a complete item is sent in the API’s terms (paise, tenths of a percent, dates) and the editor goes back to the menu', async () => {
  renderNew();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Chicken Jerky' } });
  fireEvent.change(screen.getByLabelText('Size'), { target: { value: '100' } });
  fireEvent.change(screen.getByLabelText('Price (₹)'), { target: { value: '249.50' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add a size' }));
  const second = screen.getAllByTestId('variant')[1];
  fireEvent.change(within(second).getByLabelText('Size'), { target: { value: '250' } });
  fireEvent.change(within(second).getByLabelText('Price (₹)'), { target: { value: '499' } });
  fireEvent.change(screen.getByLabelText('Add a sold-out date'), { target: { value: '2026-12-25' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
  expect(within(screen.getByRole('list', { name: 'Sold-out dates' })).getByRole('button', { name: 'Remove 2026-12-25' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add to the menu' }));
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  const input = sentGraphQL[0].variables.input as Record<string, unknown>;
  expect(input).toMatchObject({
    name: 'Chicken Jerky',
    categoryId: 'cat-treats',
    gstRate: 50,
    soldOutDates: ['2026-12-25'],
    variants: [
      { id: null, unit: 100, unitType: 'GRAMS', price: 24950 },
      { id: null, unit: 250, unitType: 'GRAMS', price: 49900 },
    ],
  });
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/admin/menu'));
});

test('the only size cannot be removed; a portion row comes and goes', () => {
  renderNew();
  expect((screen.getByRole('button', { name: 'Remove size 1' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Add a portion row' }));
  expect(screen.getByLabelText('Dog’s weight (kg)')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Remove portion row 1' }));
  expect(screen.queryByLabelText('Dog’s weight (kg)')).toBeNull();
});

test("the server's refusal of a field lands beside it", async () => {
  answerGraphQL({ errors: [{ message: 'A dish with this name is already in the category.', extensions: { code: 'BAD_USER_INPUT', field: 'input.name' } }] });
  renderNew();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Chicken Jerky' } });
  fireEvent.change(screen.getByLabelText('Size'), { target: { value: '100' } });
  fireEvent.change(screen.getByLabelText('Price (₹)'), { target: { value: '249' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add to the menu' }));
  const name = screen.getByLabelText('Name');
  await waitFor(() => expect(errorOf(name)).toBe('A dish with this name is already in the category.'));
});
