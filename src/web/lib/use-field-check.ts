import { useState } from 'react';
import type { z } from 'zod';

/** A field's own rule, from the shared zod schema: the first Japanese message, or undefined when valid. */
export function schemaCheck(schema: z.ZodType): (value: string) => string | undefined {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
}

/**
 * Checks a field when the user leaves it, so a mistake shows before the form is sent. The form's
 * own error (from the last submit) wins again as soon as it changes; an empty field is left to the submit.
 */
export function useFieldCheck(formError: string | undefined, check: ((value: string) => string | undefined) | undefined) {
  const [local, setLocal] = useState<{ basis: string | undefined; message: string | undefined } | null>(null);
  const shown = local && local.basis === formError ? local.message : formError;

  function checkValue(value: string) {
    if (!check) return;
    setLocal({ basis: formError, message: value.trim() === '' ? undefined : check(value) });
  }

  return [shown, checkValue] as const;
}
