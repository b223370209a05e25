'use client';

// What every section of the menu editor shares: the controls' look, the error under a field, and
// the form itself (from MenuItemEditor's FormProvider) with each field's problem by its path.
import { get, useFormContext, useFormState } from 'react-hook-form';
import type { MenuItemForm } from '@/lib/domain/menu-item-rules';

export const inputClass = 'min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-sm aria-[invalid=true]:border-red-700';
export const labelClass = 'flex flex-col gap-1 text-sm font-medium';
export const sectionClass = 'flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm';

/** The problem under a field; `id` is what the field's aria-describedby names. */
export function EditorFieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** The editor's form; `errorOf('variants.0.unit')` is that field's problem, `described(…)` the field's aria for it. */
export function useEditorForm() {
  const form = useFormContext<MenuItemForm>();
  const { errors } = useFormState<MenuItemForm>({ control: form.control });
  const errorOf = (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
  const described = (path: string) => (errorOf(path) ? { 'aria-invalid': true as const, 'aria-describedby': `err-${path}` } : {});
  return { ...form, errors, errorOf, described };
}
