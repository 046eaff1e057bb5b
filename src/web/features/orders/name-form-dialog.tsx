import type { z } from 'zod';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';

type NameFormDialogProps = {
  title: string;
  label: string;
  defaultName?: string;
  submitLabel: string;
  /** seatInput or categoryInput: the same rules as the server. */
  schema: z.ZodType<{ name: string }, { name: string }>;
  /** Saves the checked name; while it runs the dialog shows 保存中, and a failure shows in the dialog. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** Adds or renames something that is only a name (a seat, a menu category). */
export function NameFormDialog({ title, label, defaultName, submitLabel, schema, onSubmit, onClose }: NameFormDialogProps) {
  const form = useSchemaForm({ schema, defaultValues: { name: defaultName }, onSubmit: (input) => onSubmit(input.name) });

  return (
    <FormDialog title={title} submitLabel={submitLabel} form={form} onClose={onClose} className="sm:max-w-md">
      <TextField {...form.field('name')} id="name-form-name" label={label} autoComplete="off" autoFocus />
    </FormDialog>
  );
}
