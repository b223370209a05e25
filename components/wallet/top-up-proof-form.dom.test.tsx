// A wallet top-up's proof: the same screenshot-and-UTR form as an order's payment, sent with
// submitPaymentProof for the top-up. Both problems show beside their fields at once, the picker
// focused first; a complete proof is sent with the UTR's 12 digits.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '@/lib/client/toast';
import { Toaster } from '@/components/ui/toaster';
import type { ImagePickerProps } from '@/components/uploads/image-picker';
import { CHOOSE_SCREENSHOT_FIRST } from '@/lib/domain/inputs/payment-input';
import { UTR_MESSAGES } from '@/lib/domain/utr';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { TopUpProofForm } from './top-up-proof-form';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

// The picker's checks, conversion and upload have their own tests; here it stands for "a file was
// chosen and uploaded", with a file field carrying the picker's id (what the form focuses).
let pickerProps: ImagePickerProps | null = null;
jest.mock('@/components/uploads/image-picker', () => ({
  ImagePicker: (props: ImagePickerProps) => {
    pickerProps = props;
    return (
      <>
        <input id={props.id} type="file" aria-label={props.label} />
        <button type="button" onClick={() => props.onUploaded({ id: 'img-9', url: '/uploads/u1/payments/9.jpg' })}>
          Pretend upload
        </button>
      </>
    );
  },
}));

beforeEach(() => {
  jest.clearAllMocks();
  sentGraphQL.length = 0;
  pickerProps = null;
  act(() => toast.dismiss());
  answerGraphQL({ data: { submitPaymentProof: { id: 'tu-1', status: 'pending', utr: '612345678901' } } });
});

const utr = () => screen.getByRole('textbox', { name: 'UPI transaction reference (UTR)' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send payment proof' }));

test('nothing done: both problems beside their fields, the picker focused, nothing sent', async () => {
  render(<TopUpProofForm topUpId="tu-1" />);
  send();
  await waitFor(() => expect(pickerProps?.fieldError).toBe(CHOOSE_SCREENSHOT_FIRST));
  expect(document.getElementById(`${utr().id}-error`)?.textContent).toBe(UTR_MESSAGES.required);
  expect(utr().getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(document.getElementById('top-up-screenshot-tu-1'));
  expect(sentGraphQL).toHaveLength(0);
});

test('with the screenshot uploaded, a UTR that is not one is refused beside it, which takes focus', async () => {
  render(<TopUpProofForm topUpId="tu-1" />);
  fireEvent.click(screen.getByRole('button', { name: 'Pretend upload' }));
  fireEvent.change(utr(), { target: { value: '12345' } });
  send();
  await waitFor(() => expect(document.getElementById(`${utr().id}-error`)?.textContent).toBe(UTR_MESSAGES.invalid));
  expect(pickerProps?.fieldError).toBeUndefined();
  expect(document.activeElement).toBe(utr());
  expect(sentGraphQL).toHaveLength(0);
});

test('a complete proof is sent for the top-up with the UTR as its 12 digits', async () => {
  render(
    <>
      <TopUpProofForm topUpId="tu-1" />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Pretend upload' }));
  fireEvent.change(utr(), { target: { value: '6123 4567 8901' } });
  send();
  await waitFor(() => expect(sentGraphQL).toHaveLength(1));
  expect(sentGraphQL[0].query).toMatch(/submitPaymentProof\(paymentId: \$paymentId, screenshot: \$screenshot, utr: \$utr\)/);
  expect(sentGraphQL[0].variables).toEqual({ paymentId: 'tu-1', screenshot: 'img-9', utr: '612345678901' });
  expect(await screen.findByText('Proof sent. We add the money to your wallet once we see it.')).toBeTruthy();
  expect(router.refresh).toHaveBeenCalled();
});

test("the server's refusal of a UTR used on another payment lands beside the UTR", async () => {
  answerGraphQL({ errors: [{ message: UTR_MESSAGES.inUse, extensions: { code: 'CONFLICT' } }] });
  render(<TopUpProofForm topUpId="tu-1" />);
  fireEvent.click(screen.getByRole('button', { name: 'Pretend upload' }));
  fireEvent.change(utr(), { target: { value: '612345678901' } });
  send();
  await waitFor(() => expect(document.getElementById(`${utr().id}-error`)?.textContent).toBe(UTR_MESSAGES.inUse));
  expect(document.activeElement).toBe(utr());
  expect(screen.queryByRole('alert')).toBeNull();
});
