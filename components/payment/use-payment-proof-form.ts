'use client';

// The proof of a payment (an order's, a wallet top-up's): the uploaded screenshot and the UTR, on the
// form kit with the server's own UTR rule (lib/domain/inputs/payment-input.ts). Both problems show
// beside their fields at once and the first is focused: the picker's file field (the screenshot
// has no input of its own in the form), else the UTR. The server's answer about either lands beside
// it too.
import { paymentProofFormSchema } from '@/lib/domain/inputs/payment-input';
import { UTR_MESSAGES } from '@/lib/domain/utr';
import type { TypedDocumentString } from '@/lib/client/generated/graphql';
import { useMutationForm, type MutationFormOptions } from '@/lib/client/forms/use-mutation-form';

type Options<T, V> = Omit<MutationFormOptions<typeof paymentProofFormSchema, T, V>, 'defaultValues' | 'fieldOf' | 'focusOf'>;

export function usePaymentProofForm<T, V>(pickerId: string, mutation: TypedDocumentString<T, V>, options: Options<T, V>) {
  const kit = useMutationForm(paymentProofFormSchema, mutation, {
    ...options,
    defaultValues: { screenshot: '', utr: '' },
    // A UTR already on another payment is answered as a CONFLICT that names no field.
    fieldOf: (error) => (error.code === 'CONFLICT' && error.message === UTR_MESSAGES.inUse ? { field: 'utr', message: error.message } : null),
    focusOf: { screenshot: () => document.getElementById(pickerId)?.focus() },
  });

  /** The picker's upload (or its removal): the form's value, checked again once submitted. */
  const setScreenshot = (id: string | null) => kit.form.setValue('screenshot', id ?? '', { shouldValidate: kit.form.formState.isSubmitted });

  return { ...kit, setScreenshot };
}
