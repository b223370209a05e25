'use client';
// The one way a form is built: react-hook-form checking the server's own zod schema (from
// lib/domain/inputs) in the browser, every problem beside its field at once with the first one
// focused, then one mutation through useMutation (busy, one request per click, the success toast).
// The server's refusal lands where its user looks: beside the field it names, else under the form.
import 'client-only';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from './zod-resolver';
import { serverFieldError, type ServerFieldError } from './server-field-error';
import type { GraphQLFailure } from '../graphql';
import type { TypedDocumentString } from '../generated/graphql';
import { useMutation, type MutationOptions } from '../use-mutation';

type Schema = z.ZodType<FieldValues, FieldValues>;
type In<S extends Schema> = z.input<S> & FieldValues;
type Out<S extends Schema> = z.output<S> & FieldValues;

export type SchemaFormOptions<S extends Schema> = {
  defaultValues: DefaultValues<In<S>>;
  /**
   * The fields a server error may name, as the form calls them (default: the keys of
   * `defaultValues`). A server field outside them is shown under the form.
   */
  fields?: readonly string[];
  /** The server's argument path in front of the form's names ('location.' for an address's fields). */
  fieldPrefix?: string;
  /**
   * Which field a server error belongs to, when the API does not say (a CONFLICT about the phone
   * number); return null to fall back to the field the error names.
   */
  fieldOf?: (error: GraphQLFailure) => ServerFieldError | null;
  /**
   * How to focus a field with no input of its own (an uploaded file's picker), when it has the first
   * problem or the server names it. Other fields are focused by react-hook-form.
   */
  focusOf?: Partial<Record<string, () => void>>;
};

export type SchemaForm<S extends Schema> = {
  form: UseFormReturn<In<S>, unknown, Out<S>>;
  /** The failure that names no field of this form (a lost session, the network), or null. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** Puts a server failure beside its field (focused), else under the form. */
  showServerError: (error: GraphQLFailure) => void;
  /** The form's onSubmit: checks, then runs `send` with the schema's output. */
  submitWith: (send: (values: Out<S>) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
};

/** A react-hook-form form on a zod schema, with the server's errors mapped to its fields. */
export function useSchemaForm<S extends Schema>(schema: S, options: SchemaFormOptions<S>): SchemaForm<S> {
  const focusOf = options.focusOf ?? {};
  const form = useForm<In<S>, unknown, Out<S>>({
    defaultValues: options.defaultValues,
    resolver: zodResolver(schema as never) as never,
    // react-hook-form focuses the first invalid field it has an input for; with a field it has none
    // for, the first problem is found here, in the fields' order
    shouldFocusError: !options.focusOf,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const fields = options.fields ?? Object.keys(options.defaultValues ?? {});
  const focus = (field: string) => (focusOf[field] ? focusOf[field]() : form.setFocus(field as Path<In<S>>));

  const showServerError = (error: GraphQLFailure) => {
    const named = options.fieldOf?.(error) ?? serverFieldError(error, options.fieldPrefix);
    if (!named || !fields.includes(named.field)) return setFormError(error.message);
    form.setError(named.field as Path<In<S>>, { message: named.message });
    focus(named.field);
  };

  const submitWith = (send: (values: Out<S>) => unknown) =>
    form.handleSubmit(
      async (values) => {
        setFormError(null);
        await send(values);
      },
      (errors) => {
        if (!options.focusOf) return;
        const first = fields.find((field) => field in errors);
        if (first) focus(first);
      },
    );

  return { form, formError, setFormError, showServerError, submitWith };
}

export type MutationFormOptions<S extends Schema, T, V> = SchemaFormOptions<S> &
  Omit<MutationOptions<T, V>, 'onError' | 'errorMessage' | 'toastError'> & {
    /** The mutation's variables from the checked values. */
    variables: (values: Out<S>) => V | Promise<V>;
    onError?: (error: GraphQLFailure, variables: V) => void;
  };

export type MutationForm<S extends Schema> = SchemaForm<S> & {
  /** The form's onSubmit. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
};

/** A form that sends one mutation: useSchemaForm plus useMutation, wired. */
export function useMutationForm<S extends Schema, T, V>(schema: S, document: TypedDocumentString<T, V>, options: MutationFormOptions<S, T, V>): MutationForm<S> {
  const { variables, onError, defaultValues, fields, fieldPrefix, fieldOf, focusOf, ...mutationOptions } = options;
  const kit = useSchemaForm(schema, { defaultValues, fields, fieldPrefix, fieldOf, focusOf });
  const mutation = useMutation(document, {
    ...mutationOptions,
    onError: (error, vars) => {
      kit.showServerError(error);
      onError?.(error, vars);
    },
  });
  const submit = kit.submitWith((values) => mutation.run(() => variables(values)));
  return { ...kit, submit, busy: mutation.busy };
}
