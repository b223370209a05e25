import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/client/toast';
import type { ImagePickerProps } from '@/components/uploads/image-picker';
import { CHOOSE_SCREENSHOT_FIRST, SCREENSHOT_UPLOADED_MESSAGE, UploadScreenshotForm } from './upload-screenshot-form';
import { answerGraphQL, sentGraphQL } from '@/testing/fake-graphql-fetch';
import { UTR_HINT, UTR_MESSAGES } from '@/lib/domain/utr';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

// The picker's own checks, conversion and upload have their own tests; here it stands for "the
// customer picked a file and it was uploaded", and records what it was asked for.
let pickerProps: ImagePickerProps | null = null;
jest.mock('@/components/uploads/image-picker', () => ({
  ImagePicker: (props: ImagePickerProps) => {
    pickerProps = props;
    return (
      <button type="button" onClick={() => props.onUploaded({ id: 'img-1', url: '/uploads/u1/payments/1.jpg' })}>
        Pretend upload
      </button>
    );
  },
}));

const sent = sentGraphQL;
const answer = answerGraphQL;

function renderForm() {
  return render(
    <>
      <UploadScreenshotForm orderNumber="DM261120-K7Q2M" />
      <Toaster />
    </>,
  );
}

const submitButton = () => screen.getByRole('button', { name: 'Submit payment screenshot' });
const utrField = () => screen.getByRole('textbox', { name: 'UPI transaction reference (UTR)' });
const typeUtr = (value = '6123 4567 8901') => fireEvent.change(utrField(), { target: { value } });

beforeEach(() => {
  jest.clearAllMocks();
  sent.length = 0;
  pickerProps = null;
  act(() => toast.dismiss());
});

test('the picker uploads payment proof, images or PDF', () => {
  renderForm();
  expect(pickerProps).toMatchObject({ kind: 'payments', label: 'Payment screenshot' });
  expect(pickerProps?.accept).toMatch(/image\/\*/);
  expect(pickerProps?.accept).toMatch(/\.pdf/);
});

test('happy path: attaches the upload to the order, thanks the customer and opens the order', async () => {
  answer({ data: { updatePaymentScreenshot: { id: 'pay-1', status: 'pending', screenshot: { id: 'img-1', url: '/uploads/u1/payments/1.jpg' } } } });
  renderForm();
  fireEvent.click(screen.getByRole('button', { name: 'Pretend upload' }));
  typeUtr();
  fireEvent.click(submitButton());

  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/orders/DM261120-K7Q2M'));
  expect(sent).toHaveLength(1);
  expect(sent[0].query).toMatch(/updatePaymentScreenshot\(order: \$order, screenshot: \$screenshot, utr: \$utr\)/);
  // the UTR as its 12 digits, however it was typed
  expect(sent[0].variables).toEqual({ order: 'DM261120-K7Q2M', screenshot: 'img-1', utr: '612345678901' });
  expect(await screen.findByText(SCREENSHOT_UPLOADED_MESSAGE)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Submitting…' })).toHaveProperty('disabled', true);
});

test("the server's error text is shown and the customer can try again", async () => {
  answer({ data: null, errors: [{ message: 'This order is already paid.', extensions: { code: 'BAD_USER_INPUT', field: 'order' } }] });
  renderForm();
  fireEvent.click(screen.getByRole('button', { name: 'Pretend upload' }));
  typeUtr();
  fireEvent.click(submitButton());

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('This order is already paid.');
  expect(router.push).not.toHaveBeenCalled();
  expect(submitButton()).toHaveProperty('disabled', false);
  expect(screen.getByRole('form', { name: 'Upload payment screenshot' }).getAttribute('aria-describedby')).toBe(alert.id);
});

// Both problems at once, each beside its field, the first focused: one at a time under the form
// made a customer submit again for each.
test('submitting with nothing done asks for the screenshot and the UTR at once, focuses the picker, sends nothing', async () => {
  answer({ data: {} });
  renderForm();
  // the stand-in picker has no file field: one with the picker's id stands for it
  const fileField = document.createElement('input');
  fileField.id = 'payment-screenshot';
  document.body.append(fileField);
  fireEvent.click(submitButton());
  await waitFor(() => expect(pickerProps?.fieldError).toBe(CHOOSE_SCREENSHOT_FIRST));
  expect(utrField().getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById('payment-utr-error')?.textContent).toBe(UTR_MESSAGES.required);
  expect(pickerProps?.id).toBe('payment-screenshot');
  expect(document.activeElement).toBe(fileField);
  expect(sent).toHaveLength(0);
  // the upload clears its problem; the UTR's stays
  fireEvent.click(screen.getByRole('button', { name: 'Pretend upload' }));
  await waitFor(() => expect(pickerProps?.fieldError).toBeUndefined());
  expect(utrField().getAttribute('aria-invalid')).toBe('true');
  fileField.remove();
});

// The page once said "Uploaded." while nothing was attached to the order yet.
test('a chosen file is "ready, not sent yet" until Submit; "Uploaded." only once the server accepted it', async () => {
  answer({ data: { updatePaymentScreenshot: { id: 'pay-1', status: 'pending', screenshot: { id: 'img-1', url: '/uploads/u1/payments/1.jpg' } } } });
  renderForm();
  // What the picker says once its upload is done names the file and says it is not sent.
  expect(pickerProps?.doneText?.('upi-payment.png')).toBe('upi-payment.png is ready, not sent yet. Press Submit to send it with order DM261120-K7Q2M.');
  fireEvent.click(screen.getByRole('button', { name: 'Pretend upload' }));
  expect(screen.queryByText(/Uploaded/)).toBeNull();
  expect(sent).toHaveLength(0);

  typeUtr();
  fireEvent.click(submitButton());
  expect(await screen.findByText('Uploaded. Opening your order…')).toBeTruthy();
  expect(sent).toHaveLength(1);
});

test('a refused Submit never says "Uploaded."', async () => {
  answer({ data: null, errors: [{ message: 'This order is already paid.', extensions: { code: 'BAD_USER_INPUT', field: 'order' } }] });
  renderForm();
  fireEvent.click(screen.getByRole('button', { name: 'Pretend upload' }));
  typeUtr();
  fireEvent.click(submitButton());
  await screen.findByRole('alert');
  expect(screen.queryByText(/Uploaded/)).toBeNull();
});

test('the UTR is asked for beside the screenshot, with where to find it', () => {
  renderForm();
  expect(utrField().getAttribute('inputmode')).toBe('numeric');
  expect(screen.getByText(UTR_HINT)).toBeTruthy();
  expect(utrField().getAttribute('aria-describedby')).toBe('payment-utr-hint');
});

test.each([
  ['', UTR_MESSAGES.required],
  ['61234567890', UTR_MESSAGES.invalid],
  ['6123-4567-89O1', UTR_MESSAGES.invalid],
])('a UTR of %p is refused before anything is sent, the field marked and focused', async (typed, message) => {
  answer({ data: {} });
  renderForm();
  fireEvent.click(screen.getByRole('button', { name: 'Pretend upload' }));
  typeUtr(typed);
  fireEvent.click(submitButton());
  await waitFor(() => expect(utrField().getAttribute('aria-invalid')).toBe('true'));
  expect(sent).toHaveLength(0);
  expect(utrField().getAttribute('aria-describedby')).toBe('payment-utr-hint payment-utr-error');
  expect(document.getElementById('payment-utr-error')?.textContent).toBe(message);
  expect(document.activeElement).toBe(utrField());
  // typing a right one clears the mark
  typeUtr('612345678901');
  await waitFor(() => expect(utrField().getAttribute('aria-invalid')).toBeNull());
});

test("the server's refusal of a UTR used on another payment is shown beside the UTR", async () => {
  answer({ data: null, errors: [{ message: UTR_MESSAGES.inUse, extensions: { code: 'CONFLICT' } }] });
  renderForm();
  fireEvent.click(screen.getByRole('button', { name: 'Pretend upload' }));
  typeUtr();
  fireEvent.click(submitButton());
  await waitFor(() => expect(document.getElementById('payment-utr-error')?.textContent).toBe(UTR_MESSAGES.inUse));
  expect(document.activeElement).toBe(utrField());
  expect(router.push).not.toHaveBeenCalled();
});
