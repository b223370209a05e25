// The file import on /user-list in the browser: a file that cannot be read says why and sends
// nothing; a row the file spoils is shown as a problem and never sent; the server's row numbers
// are shown as the file's; Import sends exactly the previewed rows.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CustomerImport } from './customer-import';
import { CSV_MESSAGES } from '@/lib/domain/customer-csv';

const router = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

type Sent = { query: string; variables: { u: { phoneNumber: string; firstName: string | null }[] } };
let sent: Sent[] = [];

function serverRow(row: number, status: string, phoneNumber: string, message: string | null = null) {
  return { row, status, phoneNumber, firstName: null, lastName: null, message };
}

beforeEach(() => {
  sent = [];
  router.refresh.mockReset();
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent;
    sent.push(body);
    // The server numbers the rows it was sent: 1 and 2 here.
    const rows = [serverRow(1, 'NEW', '+919876543210'), serverRow(2, 'EXISTING', '+919000000002', 'Already a customer')];
    const data = body.query.includes('previewImportUsers')
      ? { previewImportUsers: { summary: '1 customer will be added; 1 is already a customer and will be skipped.', newCount: 1, existingCount: 1, refusedCount: 0, rows } }
      : { importUsers: { success: true, message: '1 customer imported; 1 already a customer, skipped.', userCount: 1, existingCount: 1, refusedCount: 0, rows } };
    return { ok: true, status: 200, json: async () => ({ data }) } as Response;
  }) as typeof fetch;
});

// jsdom's File has no text(); a browser's decodes the bytes as UTF-8.
const choose = (text: string) =>
  fireEvent.change(screen.getByLabelText('Customer file (CSV)'), {
    target: { files: [Object.assign(new File([text], 'customers.csv', { type: 'text/csv' }), { text: async () => text })] },
  });

test('a file without a header row is refused with the reason, and nothing is sent', async () => {
  render(<CustomerImport />);
  choose('9876543210,Ravi,Kumar\n');
  expect((await screen.findByRole('alert')).textContent).toBe(`customers.csv: ${CSV_MESSAGES.noPhoneColumn}`);
  expect(sent).toEqual([]);
});

test('a spoiled row is shown but not sent; row numbers are the file’s; Import sends the previewed rows', async () => {
  render(<CustomerImport />);
  choose('phoneNumber,firstName\r\n9876543210,Ravi\r\n9123456789,Bad\u0007name\r\n9000000002,Known\r\n');
  await screen.findByTestId('import-summary');
  expect(sent[0].variables.u.map((r) => r.phoneNumber)).toEqual(['9876543210', '9000000002']);
  const rows = screen.getAllByTestId('import-row');
  expect(rows.map((r) => [within(r).getAllByRole('cell')[0].textContent, r.dataset.status])).toEqual([
    ['1', 'NEW'],
    ['2', 'INVALID'],
    ['3', 'EXISTING'],
  ]);
  expect(rows[1].textContent).toContain('First name must not contain control characters or line breaks.');
  expect(screen.getByTestId('import-summary').textContent).toBe(
    'customers.csv: 1 customer will be added; 1 is already a customer and will be skipped. 1 row could not be read and will be skipped.',
  );

  fireEvent.click(screen.getByRole('button', { name: 'Import 1 new customer' }));
  await waitFor(() => expect(screen.getByTestId('import-result').textContent).toBe('1 customer imported; 1 already a customer, skipped.'));
  expect(sent[1].query).toContain('importUsers');
  expect(sent[1].variables.u).toEqual(sent[0].variables.u);
  expect(screen.getAllByTestId('import-row').map((r) => r.dataset.status)).toEqual(['NEW', 'INVALID', 'EXISTING']);
  expect(router.refresh).toHaveBeenCalled();
});
