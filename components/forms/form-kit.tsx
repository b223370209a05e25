'use client';

// The pieces every form is made of, around useMutationForm / useSchemaForm
// (lib/client/forms/use-mutation-form.ts): the form element, a field that registers itself and shows
// its own error, and the submit row with the form's one failure line and the busy button. A form
// then reads as its fields, in the shop's words.
import { createContext, useContext, useId, type BaseSyntheticEvent, type ComponentProps, type ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field, controlClasses, type FieldControl } from '@/components/ui/field';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';

type KitLike = {
  form: UseFormReturn<FieldValues, unknown, FieldValues>;
  formError: string | null;
  submit?: (event?: BaseSyntheticEvent) => Promise<void>;
  busy?: boolean;
};

type FormContext = { kit: KitLike; idPrefix: string; busy: boolean };
const Context = createContext<FormContext | null>(null);

function useFormKit(): FormContext {
  const context = useContext(Context);
  if (!context) throw new Error('A FormField or SubmitRow must be inside a Form.');
  return context;
}

type FormProps<TIn extends FieldValues, TOut extends FieldValues> = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  /** What useMutationForm (or useSchemaForm) gave. */
  kit: { form: UseFormReturn<TIn, unknown, TOut>; formError: string | null; submit?: KitLike['submit']; busy?: boolean };
  /** The submit handler, when the kit has none of its own (useSchemaForm's `submitWith(...)`). */
  onSubmit?: KitLike['submit'];
  /** Busy, when the kit does not know (a form that sends through something else). */
  busy?: boolean;
  children: ReactNode;
};

/**
 * The form element: the browser's own checks off (ours say more, beside each field); while the form
 * has a failure that names no field, the form is described by it.
 */
export function Form<TIn extends FieldValues, TOut extends FieldValues>({ kit, onSubmit, busy, children, ...rest }: FormProps<TIn, TOut>) {
  const idPrefix = useId().replace(/:/g, '');
  const k = kit as unknown as KitLike;
  return (
    <Context.Provider value={{ kit: k, idPrefix, busy: busy ?? k.busy ?? false }}>
      <form noValidate onSubmit={onSubmit ?? k.submit} aria-describedby={k.formError ? `${idPrefix}-alert` : undefined} {...rest}>
        {children}
      </form>
    </Context.Provider>
  );
}

type Registered = ReturnType<UseFormReturn<FieldValues>['register']>;

type FormFieldProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  className?: string;
  /** The control's own attributes (type, inputMode, autoComplete, placeholder…). */
  input?: Omit<ComponentProps<'input'>, 'id' | 'name'>;
  /** Another control than a text input: it gets the field's id, aria and registration to spread. */
  children?: (control: FieldControl & Registered) => ReactNode;
};

/** A field of the form: label, hint, control and the error beside it, all named by `name`. */
export function FormField({ name, label, hint, hideLabel, className, input, children }: FormFieldProps) {
  const { kit, idPrefix } = useFormKit();
  const registered = kit.form.register(name as Path<FieldValues>);
  const error = get(kit.form.formState.errors, name)?.message as string | undefined;
  return (
    <Field id={`${idPrefix}-${name.replace(/\./g, '-')}`} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      {(control) => (children ? children({ ...control, ...registered }) : <input {...input} {...control} {...registered} className={input?.className ?? controlClasses} />)}
    </Field>
  );
}

type SubmitRowProps = {
  label: ReactNode;
  /** What the button says while sending ("Saving…"). */
  busyLabel?: ReactNode;
  variant?: Exclude<ButtonVariant, 'link'>;
  /** The button's size (default md; lg when fullWidth): sm in a row of many, as a list's controls. */
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Beside the submit button: a Cancel, a link back. */
  secondary?: ReactNode;
  disabled?: boolean;
};

/** The form's one failure line (role="alert"), then the submit button, busy while sending. */
export function SubmitRow({ label, busyLabel, variant = 'primary', size, fullWidth = false, secondary, disabled }: SubmitRowProps) {
  const { kit, busy, idPrefix } = useFormKit();
  return (
    <div className="space-y-2">
      <FormAlert id={`${idPrefix}-alert`} message={kit.formError} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant={variant} size={size ?? (fullWidth ? 'lg' : 'md')} fullWidth={fullWidth} busy={busy} busyLabel={busyLabel} disabled={disabled}>
          {label}
        </Button>
        {secondary}
      </div>
    </div>
  );
}

export { controlClasses };
