import { useState } from 'react';
import type { z } from 'zod';
import { FormDialog } from '@/web/components/ui/form-dialog';
import { TextField } from '@/web/components/ui/text-field';
import { apiFieldErrors, type FieldErrors, formValues, zodFieldErrors } from '@/web/lib/form';

type NameFormDialogProps = {
  title: string;
  label: string;
  defaultName?: string;
  submitLabel: string;
  /** seatInput or categoryInput: the same rules as the server. */
  schema: z.ZodType<{ name: string }>;
  isPending: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** Adds or renames something that is only a name (a seat, a menu category). */
export function NameFormDialog({
  title,
  label,
  defaultName,
  submitLabel,
  schema,
  isPending,
  error,
  onSubmit,
  onClose,
}: NameFormDialogProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const shownErrors = { ...apiFieldErrors(error), ...errors };

  function handleSubmit(form: HTMLFormElement) {
    const parsed = schema.safeParse(formValues(form, ['name'] as const));
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    onSubmit(parsed.data.name);
  }

  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      isPending={isPending}
      error={shownErrors.name ? undefined : error}
      onSubmit={handleSubmit}
      onClose={onClose}
      className="sm:max-w-md"
    >
      <TextField
        id="name-form-name"
        name="name"
        label={label}
        defaultValue={defaultName}
        error={shownErrors.name}
        autoComplete="off"
        autoFocus
      />
    </FormDialog>
  );
}
