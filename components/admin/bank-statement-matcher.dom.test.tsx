// The statement matcher in the browser: a chosen file is sent as base64 with its name and the
// lines come back counted by what they pay; Confirm asks first and then applies exactly that file
// and shows it again as applied; an unknown layout asks which column is which, saves it, and reads
// the file again; a file too large or refused says why.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/client/toast';
import { BankStatementMatcher } from './bank-statement-matcher';

const router = { refresh: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

type Sent = { query: string; variables: Record<string, unknown> };
let sent: Sent[] = [];
let answers: ((body: Sent) => unknown)[] = [];

const line = (lineNo: number, status: string, extra: object = {}) => ({
  lineNo,
  date: '2026-11-20',
  amount: 31250,
  utr: null,
  narration: `UPI/CR/${lineNo}`,
  status,
  orderNumber: null,
  matchedBy: null,
  note: null,
  ...extra,
});
const LINES = [
  line(8, 'MATCHED', { orderNumber: 'DM261120-AAAAA', matchedBy: 'UTR', utr: '612345678901' }),
  line(9, 'MATCHED', { orderNumber: 'DM261120-BBBBB', matchedBy: 'AMOUNT', note: 'By amount: the only order waiting for it on that day.' }),
  line(10, 'AMBIGUOUS', { matchedBy: 'AMOUNT', note: '2 orders wait for ₹312.50 on that day: DM261120-CCCCC, DM261120-DDDDD.' }),
  line(11, 'UNMATCHED'),
];
const preview = (lines: unknown[], layout: object | null = { bankName: 'HDFC Bank', source: 'preset', headerRow: 6 }, mapping: object | null = null) => ({
  data: { previewBankStatement: { layout, mapping, lines, debitLines: 0, skippedRows: 0 } },
});

beforeEach(() => {
  sent = [];
  answers = [];
  router.refresh.mockReset();
  act(() => toast.dismiss());
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent;
    sent.push(body);
    const next = answers.shift();
    return { ok: true, status: 200, json: async () => next?.(body) } as Response;
  }) as typeof fetch;
});

function choose(name = 'hdfc-nov.csv', text = 'Date,Narration,Credit\n20/11/2026,UPI,312.50\n', size?: number) {
  const file = new File([text], name, { type: 'text/csv' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(screen.getByLabelText('Bank statement (CSV or XLSX)'), { target: { files: [file] } });
}

function renderMatcher() {
  return render(
    <>
      <BankStatementMatcher />
      <Toaster />
    </>,
  );
}

test('the file goes as base64 with its name; the lines come back counted, each with what it pays', async () => {
  answers.push(() => preview(LINES));
  renderMatcher();
  choose();
  expect((await screen.findByTestId('statement-summary')).textContent).toBe('hdfc-nov.csv (HDFC Bank): 4 credits: 2 matched, 1 check by hand, 1 no match.');
  expect(sent[0].query).toMatch(/previewBankStatement\(base64: \$base64, fileName: \$fileName\)/);
  expect(sent[0].variables).toEqual({ base64: `data:text/csv;base64,${Buffer.from('Date,Narration,Credit\n20/11/2026,UPI,312.50\n').toString('base64')}`, fileName: 'hdfc-nov.csv' });
  const rows = screen.getAllByTestId('statement-line');
  expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['MATCHED', 'MATCHED', 'AMBIGUOUS', 'UNMATCHED']);
  expect(rows[0].textContent).toContain('Matched by UTR');
  expect(rows[0].textContent).toContain('UTR 612345678901');
  expect(within(rows[0]).getByRole('link', { name: 'Order DM261120-AAAAA' }).getAttribute('href')).toBe('/orders/DM261120-AAAAA');
  expect(rows[2].textContent).toContain('Check by hand');
  expect(rows[2].textContent).toContain('2 orders wait for ₹312.50');
});

test('Confirm asks first, then applies the same file and shows it again as applied', async () => {
  answers.push(() => preview(LINES));
  renderMatcher();
  choose();
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm 2 matched payments' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm 2 payments?' });
  expect(sent).toHaveLength(1);

  answers.push(() => ({ data: { applyBankStatement: { confirmed: 2, skipped: 0, message: '2 payments confirmed' } } }));
  answers.push(() => preview(LINES.map((l) => (l.status === 'MATCHED' ? { ...l, status: 'ALREADY_APPLIED', matchedBy: null, note: 'Applied from an earlier upload of this statement.' } : l))));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, confirm them' }));

  await waitFor(() => expect(screen.getByTestId('statement-summary').textContent).toBe('hdfc-nov.csv (HDFC Bank): 4 credits: 1 check by hand, 1 no match, 2 already applied.'));
  expect(sent[1].query).toMatch(/applyBankStatement/);
  expect(sent[1].variables).toEqual(sent[0].variables);
  expect(sent[2].variables).toEqual(sent[0].variables);
  expect(screen.getByText('2 payments confirmed.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Nothing to confirm' })).toHaveProperty('disabled', true);
  // the review queue below is a server component: it is read again
  expect(router.refresh).toHaveBeenCalled();
});

test('an unknown layout asks which column is which, saves it for the bank and reads the file again', async () => {
  const headers = ['Sl. No.', 'Tran Date', 'Particulars', 'Chq / Ref No.', 'Amount', 'Dr / Cr'];
  answers.push(() => preview([], null, { headerRow: 2, headers, suggested: { date: 1, narration: 2, credit: 4, reference: 3, direction: 5 } }));
  renderMatcher();
  choose('kotak.csv');
  const form = await screen.findByRole('form', { name: 'Which column is which?' });
  expect((within(form).getByLabelText('Date') as HTMLSelectElement).value).toBe('1');
  expect((within(form).getByLabelText('Dr/Cr column beside a single amount (if there is one)') as HTMLSelectElement).value).toBe('5');

  fireEvent.click(within(form).getByRole('button', { name: 'Save the layout and read the statement' }));
  expect((await within(form).findByRole('alert')).textContent).toBe('Please enter the name of the bank.');
  expect(sent).toHaveLength(1);

  fireEvent.change(within(form).getByLabelText('Name of the bank (and account)'), { target: { value: 'Kotak current account' } });
  fireEvent.change(within(form).getByLabelText('Reference or UTR (if there is one)'), { target: { value: '' } });
  answers.push(() => ({ data: { saveBankLayout: { id: 'l1', bankName: 'Kotak current account' } } }));
  answers.push(() => preview([LINES[0]], { bankName: 'Kotak current account', source: 'saved', headerRow: 2 }));
  fireEvent.click(within(form).getByRole('button', { name: 'Save the layout and read the statement' }));

  expect((await screen.findByTestId('statement-summary')).textContent).toBe('kotak.csv (Kotak current account): 1 credit: 1 matched.');
  expect(sent[1].variables).toEqual({ bankName: 'Kotak current account', headers, columns: { date: 1, narration: 2, credit: 4, reference: null, direction: 5 } });
  expect(sent[2].variables).toEqual(sent[0].variables);
});

test("a refused file says why, with its name; one over 5 MB is not sent", async () => {
  answers.push(() => ({ data: null, errors: [{ message: 'This is an old Excel (.xls) file, which cannot be read here.', extensions: { code: 'BAD_USER_INPUT', field: 'base64' } }] }));
  renderMatcher();
  choose('old.xls');
  expect((await screen.findByRole('alert')).textContent).toBe('old.xls: This is an old Excel (.xls) file, which cannot be read here.');

  choose('year.csv', 'x', 6 * 1024 * 1024);
  expect((await screen.findByRole('alert')).textContent).toBe('year.csv: The statement is larger than 5 MB. Please download a shorter period.');
  expect(sent).toHaveLength(1);
});
