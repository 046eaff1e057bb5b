import { type FormEvent, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { apiFieldErrors, type FieldErrors, type FieldKind, type FormValues, isShownOnFields, readFormValues } from './form';
import { asInput, type FieldName, submitForm } from './schema-form';

export type SchemaFormOptions<S extends z.ZodType, X extends string> = {
  /** The shared schema from `src/core/schemas`: field names, client check and its Japanese messages. */
  schema: S;
  /** Inputs the form has beyond the schema's paths, for `prepare` to turn into schema values (単価の税 → isTaxIncluded). */
  extraFields?: readonly X[];
  /** What the fields start from (text as shown, checkboxes ticked or not). */
  defaultValues?: Partial<Record<FieldName<S, X>, string | boolean | null>>;
  /** Shapes what the inputs hold into the schema's input: conversions, values kept in state (an uploaded image). */
  prepare?: (values: FormValues) => unknown;
  /** Rules of the screen the schema cannot see (an upload still running), checked first on what the inputs hold. */
  check?: (values: FormValues) => FieldErrors;
  /** Sends the checked values; a rejection is shown (field issues under the fields, anything else above). */
  onSubmit: (data: z.output<S>, form: HTMLFormElement) => unknown;
  /** Server failures that belong under a field without being a validation issue (a taken code). */
  serverErrors?: (error: unknown) => FieldErrors;
};

type State = { clientErrors: FieldErrors; failure: unknown; isPending: boolean };
const idle: State = { clientErrors: {}, failure: null, isPending: false };

/**
 * A form over uncontrolled inputs and one shared zod schema (decision 006: no form library).
 * `field('name')` names an input and gives its default and message; a name the schema does not
 * have is a type error. Submitting reads the named inputs, checks them with the schema, sends,
 * and merges the server's per-field errors onto the same fields.
 */
export function useSchemaForm<S extends z.ZodType, X extends string = never>(options: SchemaFormOptions<S, X>) {
  const { schema, defaultValues = {}, prepare = asInput, check, onSubmit, serverErrors = apiFieldErrors } = options;
  const [state, setState] = useState<State>(idle);
  // Filled while rendering: which inputs to read, and which messages have a place on screen.
  const fields = useRef(new Map<string, FieldKind>()).current;
  const shown = useRef(new Set<string>()).current;
  const defaults = defaultValues as Partial<Record<string, string | boolean | null>>;

  // New objects only when a submission changes the state, so an effect may follow `errors`.
  const failureErrors = useMemo(() => (state.failure ? serverErrors(state.failure) : {}), [state.failure, serverErrors]);
  const errors = useMemo<FieldErrors>(() => ({ ...failureErrors, ...state.clientErrors }), [failureErrors, state.clientErrors]);

  function error(name: FieldName<S, X>): string | undefined {
    shown.add(name);
    return errors[name];
  }

  function field(name: FieldName<S, X>) {
    fields.set(name, 'text');
    const value = defaults[name];
    // No key at all without a default, so a spread never hides a defaultValue given beside it.
    return { name, ...(typeof value === 'string' ? { defaultValue: value } : {}), error: error(name) };
  }

  function checkbox(name: FieldName<S, X>) {
    fields.set(name, 'checkbox');
    shown.add(name);
    const value = defaults[name];
    return { name, ...(typeof value === 'boolean' ? { defaultChecked: value } : {}) };
  }

  async function submit(form: HTMLFormElement) {
    if (state.isPending) return;
    setState({ clientErrors: {}, failure: null, isPending: true });
    const values = readFormValues(new FormData(form), fields);
    const outcome = await submitForm({
      schema,
      input: prepare(values),
      check: check && (() => check(values)),
      send: (data) => onSubmit(data, form),
    });
    if (outcome.status === 'invalid') setState({ ...idle, clientErrors: outcome.errors });
    else if (outcome.status === 'failed') setState({ ...idle, failure: outcome.error });
    else setState(idle);
  }

  return {
    field,
    checkbox,
    error,
    /** Every message by path, for a field that is not an input of its own (an image, 支払条件). */
    errors,
    /** The failure to show above the fields: one whose messages have no field of their own. */
    formError: state.failure && !isShownOnFields(failureErrors, shown) ? state.failure : undefined,
    isPending: state.isPending,
    /** For FormDialog and FormCard, which hand over the form element. */
    submit: (form: HTMLFormElement) => void submit(form),
    /** For a plain `<form onSubmit>`. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(event.currentTarget);
    },
  };
}

/** What FormDialog and FormCard need of a form: its submit, 保存中, and the failure to show above the fields. */
export type SubmittableForm = { submit: (form: HTMLFormElement) => void; isPending: boolean; formError: unknown };

/** What a shared group of fields (コード・名称・フリガナ, a new password) needs from the form it sits in. */
export type FormFields<N extends string> = {
  field(name: N): { name: string; defaultValue?: string; error?: string };
  checkbox(name: N): { name: string; defaultChecked?: boolean };
  error(name: N): string | undefined;
};
