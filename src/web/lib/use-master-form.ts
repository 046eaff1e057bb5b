import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiRequestError } from './api';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from './form';
import { type MasterResource, type MasterRow, useMasterMutations } from './master-data-api';

type MasterFormOptions<I> = {
  resource: MasterResource;
  /** 商品 / 顧客, for the messages. */
  noun: string;
  schema: z.ZodType<I>;
  /** The row being edited; absent when registering a new one. */
  row?: MasterRow;
  onClose: () => void;
};

/** Server errors by field: the API's issues, and a taken code under the code field. */
function serverFieldErrors(error: unknown): FieldErrors {
  const errors = apiFieldErrors(error);
  if (error instanceof ApiRequestError && error.code === 'DUPLICATE_CODE') errors.code ??= error.message;
  return errors;
}

/**
 * The save of a master-data form: checks the values with the shared zod schema first (inline
 * messages, no request), then creates or updates. An update sends every field of the form:
 * what the user sees is what is saved, whatever another tab changed meanwhile.
 */
export function useMasterForm<I>({ resource, noun, schema, row, onClose }: MasterFormOptions<I>) {
  const { create, update } = useMasterMutations<MasterRow, I>(resource);
  const mutation = row ? update : create;
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const serverErrors = serverFieldErrors(mutation.error);
  const hasFieldErrors = Object.keys(serverErrors).length > 0;

  function submit(values: Record<string, unknown>) {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      mutation.reset();
      return setClientErrors(zodFieldErrors(parsed.error));
    }
    setClientErrors({});
    const onSuccess = (saved: MasterRow) => {
      toast.success(row ? `${noun}「${saved.name}」を保存しました` : `${noun}「${saved.name}」を登録しました`);
      onClose();
    };
    if (row) update.mutate({ id: row.id, input: parsed.data }, { onSuccess });
    else create.mutate(parsed.data, { onSuccess });
  }

  return {
    errors: { ...serverErrors, ...clientErrors },
    /** Shown above the fields when it is not about one of them (network, permission…). */
    formError: hasFieldErrors ? undefined : mutation.error,
    isPending: mutation.isPending,
    submit,
  };
}
