import { useState } from 'react';
import type { SeatTranslations } from '@/core/diner-languages';
import { seatInput } from '@/core/schemas/orders';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import type { Seat, SeatFields } from './seats-api';
import { TranslationFields } from './translation-fields';

type SeatFormDialogProps = {
  seat?: Seat;
  /** Saves the checked fields; while it runs the dialog shows 保存中, and a failure shows in the dialog. */
  onSubmit: (fields: SeatFields) => Promise<unknown>;
  onClose: () => void;
};

/** Adds or edits a seat: its name (staff, orders) and the names its diners read in other languages. */
export function SeatFormDialog({ seat, onSubmit, onClose }: SeatFormDialogProps) {
  const [translations, setTranslations] = useState<SeatTranslations>(seat?.translations ?? {});
  const form = useSchemaForm({
    schema: seatInput,
    defaultValues: { name: seat?.name },
    prepare: (values) => ({ ...values, translations }),
    onSubmit: (input) => onSubmit(input),
  });

  return (
    <FormDialog
      title={seat ? '座席名の変更' : '座席を追加'}
      submitLabel={seat ? '保存' : '追加'}
      form={form}
      onClose={onClose}
      className="sm:max-w-md"
    >
      <TextField {...form.field('name')} id="seat-form-name" label="座席名" autoComplete="off" autoFocus />
      <TranslationFields
        idPrefix="seat"
        fields={[{ key: 'name', label: '座席名', maxLength: 30 }]}
        japaneseLabel="座席名"
        value={translations}
        onChange={setTranslations}
        errors={form.errors}
      />
    </FormDialog>
  );
}
