import type { z } from 'zod';
import { type FieldErrors, type FormValues, zodFieldErrors } from './form';

/** Keys of every member of a union (a form whose schema depends on its mode: 招待 or 編集). */
type Keys<T> = T extends unknown ? Extract<keyof T, string> : never;
type ValueAt<T, K extends string> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;
type Depth = [never, 0, 1, 2, 3];

/**
 * The dotted paths of a schema's input, as the forms name their inputs: `name`,
 * `paymentTerms.closingDay`, `numbering.invoice.template`, `lines.0.quantity`.
 */
export type FieldPath<T, D extends number = 4> = [D] extends [never]
  ? never
  : T extends readonly (infer E)[]
    ? `${number}` | `${number}.${FieldPath<NonNullable<E>, Depth[D]>}`
    : T extends object
      ? { [K in Keys<T>]: K | `${K}.${FieldPath<NonNullable<ValueAt<T, K>>, Depth[D]>}` }[Keys<T>]
      : never;

/** The names a form may give its inputs: the schema's own paths, and the few extra ones the form declares. */
export type FieldName<S extends z.ZodType, X extends string = never> = FieldPath<z.input<S>> | X;

export type SubmitOutcome = { status: 'invalid'; errors: FieldErrors } | { status: 'failed'; error: unknown } | { status: 'sent' };

type SubmitSteps<S extends z.ZodType> = {
  schema: S;
  /** What the inputs hold (see readFormValues), shaped by the form into the schema's input. */
  input: unknown;
  /** Rules of the screen the schema cannot see (an image still uploading); checked first. */
  check?: () => FieldErrors;
  send: (data: z.output<S>) => unknown;
};

/**
 * One submission: the screen's own rules, then the shared schema (its Japanese messages by
 * field, no request), then the send. A failed send is returned, not thrown: its field issues
 * go under the fields and anything else above them.
 */
export async function submitForm<S extends z.ZodType>({ schema, input, check, send }: SubmitSteps<S>): Promise<SubmitOutcome> {
  const own = check?.() ?? {};
  if (Object.keys(own).length > 0) return { status: 'invalid', errors: own };
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', errors: zodFieldErrors(parsed.error) };
  try {
    await send(parsed.data);
    return { status: 'sent' };
  } catch (error) {
    return { status: 'failed', error };
  }
}

/** The values of a form without `prepare`: what the inputs hold is the schema's input. */
export const asInput = (values: FormValues): unknown => values;
