'use client';

// The proof of a payment (an order's, a wallet top-up's): the uploaded screenshot and the UTR, in
// react-hook-form with the server's own UTR rule (lib/domain/inputs/payment-input.ts). Both
// problems show beside their fields at once and the first is focused: the picker's file field,
// else the UTR. The server's answer about either lands beside it too.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/client/forms/zod-resolver';
import type { z } from 'zod';
import { paymentProofFormSchema, type PaymentProofForm } from '@/lib/domain/inputs/payment-input';
import { UTR_MESSAGES } from '@/lib/domain/utr';
import type { GraphQLFailure } from '@/lib/client/graphql';
import { serverFieldError } from '@/lib/client/forms/server-field-error';

type Proof = z.output<typeof paymentProofFormSchema>;
const resolver = zodResolver(paymentProofFormSchema);

export function usePaymentProofForm(pickerId: string, send: (proof: Proof) => Promise<unknown>) {
  const form = useForm<PaymentProofForm, unknown, Proof>({ defaultValues: { screenshot: '', utr: '' }, resolver, shouldFocusError: false });
  const { errors, isSubmitted } = form.formState;

  const submit = form.handleSubmit(send, (invalid) => {
    // The screenshot has no input of its own in the form: its picker's file field takes focus.
    if (invalid.screenshot) document.getElementById(pickerId)?.focus();
    else form.setFocus('utr');
  });

  /** The picker's upload (or its removal): the form's value, checked again once submitted. */
  const setScreenshot = (id: string | null) => form.setValue('screenshot', id ?? '', { shouldValidate: isSubmitted });

  /** Puts the server's answer beside its field; false when it names neither. */
  const showServerError = (error: GraphQLFailure): boolean => {
    // A UTR already on another payment is answered as a CONFLICT that names no field.
    const named = error.code === 'CONFLICT' && error.message === UTR_MESSAGES.inUse ? { field: 'utr', message: error.message } : serverFieldError(error);
    if (named?.field === 'utr') {
      form.setError('utr', { message: named.message }, { shouldFocus: true });
      return true;
    }
    if (named?.field === 'screenshot') {
      form.setError('screenshot', { message: named.message });
      document.getElementById(pickerId)?.focus();
      return true;
    }
    return false;
  };

  return { register: form.register, errors, submit, setScreenshot, showServerError };
}
