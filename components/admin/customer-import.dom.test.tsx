// The file import on /user-list in the browser: a file that cannot be read says why and sends
// nothing; a row the file spoils is shown as a problem and never sent; the server's row numbers
// are shown as the file's; Import sends exactly the previewed rows.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CustomerImport } from './customer-import';
import { CSV_MESSAGES, ENCODING_MESSAGES } from '@/lib/domain/customer-csv';

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

// jsdom's File has no arrayBuffer(); a browser's gives the file's bytes (UTF-8 for a string here).
const chooseBytes = (bytes: Uint8Array<ArrayBuffer>) =>
  fireEvent.change(screen.getByLabelText('Customer file (CSV)'), {
    target: { files: [Object.assign(new File([bytes.slice()], 'customers.csv', { type: 'text/csv' }), { arrayBuffer: async () => bytes.slice().buffer })] },
  });
const choose = (text: string) => chooseBytes(new TextEncoder().encode(text));

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

test('a Windows-1252 file (Excel\'s plain CSV) is read as such, and the preview says so and shows the names as read', async () => {
  render(<CustomerImport />);
  // "José" as Excel writes it on Windows: é is the single byte E9 (UTF-8 would read U+FFFD).
  chooseBytes(new Uint8Array([...Buffer.from('phoneNumber,firstName\r\n9876543210,Jos', 'latin1'), 0xe9, ...Buffer.from('\r\n', 'latin1')]));
  await screen.findByTestId('import-summary');
  expect(sent[0].variables.u[0].firstName).toBe('José');
  expect(screen.getByTestId('import-encoding').textContent).toBe(ENCODING_MESSAGES.readAsWindows1252);
});

test('a workbook instead of a CSV is refused with what to do, and nothing is sent', async () => {
  render(<CustomerImport />);
  chooseBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
  expect((await screen.findByRole('alert')).textContent).toBe(`customers.csv: ${ENCODING_MESSAGES.notText}`);
  expect(sent).toEqual([]);
});
