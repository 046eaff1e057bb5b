import { toast } from 'sonner';
import type { SeatVisit } from '@/core/contracts/orders';
import { visitInput } from '@/core/schemas/table-service';
import { guestSegmentLabels, guestSegments, guestsText } from '@/core/seat-bill';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useVisitMutations } from './table-service-api';

type VisitDialogProps = { seatId: string; seatName: string; visit: SeatVisit | null; onClose: () => void };

const segmentOptions = [{ value: '', label: '指定なし' }, ...guestSegments.map((s) => ({ value: s, label: guestSegmentLabels[s] }))];

/**
 * 来店登録 (no visit yet) or 人数を変更 (seated): 大人・子供 and an optional 客層. At 来店 the seat
 * opens for ordering, its clock starts and the store's お通し is added by the server.
 */
export function VisitDialog({ seatId, seatName, visit, onClose }: VisitDialogProps) {
  const { open, update } = useVisitMutations(seatId);
  const isNew = visit === null;
  const form = useSchemaForm({
    schema: visitInput,
    defaultValues: {
      adults: String(visit?.adults ?? (isNew ? 2 : '')),
      children: String(visit?.children ?? 0),
      segment: visit?.segment ?? '',
    },
    prepare: (values) => ({ ...values, segment: values.segment || null }),
    onSubmit: async (input) => {
      await (isNew ? open : update).mutateAsync(input);
      toast.success(
        isNew ? `${seatName}に${guestsText(input)}のご来店を登録しました` : `${seatName}の人数を${guestsText(input)}にしました`,
      );
      onClose();
    },
  });
  const segment = form.field('segment');
  return (
    <FormDialog
      title={isNew ? `${seatName}の来店登録` : `${seatName}の人数を変更`}
      description={isNew ? '人数を登録すると、この座席で注文できるようになり、滞在時間の計測が始まります。' : undefined}
      submitLabel={isNew ? '来店を登録' : '保存'}
      form={form}
      className="sm:max-w-sm"
      onClose={onClose}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField {...form.field('adults')} id="visit-adults" label="大人" type="number" inputMode="numeric" min={0} max={99} />
        <TextField {...form.field('children')} id="visit-children" label="子供" type="number" inputMode="numeric" min={0} max={99} />
      </div>
      <RadioGroupField
        name={segment.name}
        legend="客層（任意）"
        options={segmentOptions}
        defaultValue={segment.defaultValue ?? ''}
        error={segment.error}
      />
    </FormDialog>
  );
}
