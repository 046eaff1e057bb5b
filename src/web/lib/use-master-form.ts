import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiRequestError } from './api';
import { apiFieldErrors, type FieldErrors } from './form';
import { type MasterResource, type MasterRow, useMasterMutations } from './master-data-api';
import { type SchemaFormOptions, useSchemaForm } from './use-schema-form';

type MasterFormOptions<S extends z.ZodType, X extends string> = Omit<SchemaFormOptions<S, X>, 'onSubmit' | 'serverErrors'> & {
  resource: MasterResource;
  /** 商品 / 顧客, for the messages. */
  noun: string;
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
export function useMasterForm<S extends z.ZodType, X extends string = never>({
  resource,
  noun,
  row,
  onClose,
  ...options
}: MasterFormOptions<S, X>) {
  const { create, update } = useMasterMutations<z.output<S>>(resource);
  return useSchemaForm<S, X>({
    ...options,
    serverErrors: serverFieldErrors,
    onSubmit: async (input) => {
      const saved = row ? await update.mutateAsync({ id: row.id, input }) : await create.mutateAsync(input);
      toast.success(row ? `${noun}「${saved.name}」を保存しました` : `${noun}「${saved.name}」を登録しました`);
      onClose();
    },
  });
}
