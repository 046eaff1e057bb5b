import { Plus, Trash2 } from 'lucide-react';
import { maxSuppliedMaterials, settlementMethodLabels, settlementMethods } from '@/core/supplied-materials';
import { Button } from '@/web/components/ui/primitives/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { SelectField } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { type DraftMaterial, newMaterial } from './editor-draft';
import type { EditorErrors } from './editor-errors';
import type { EditorActions } from './use-editor-state';

type EditorSuppliedMaterialsProps = {
  materials: DraftMaterial[];
  dueDate: string;
  errors: EditorErrors;
  actions: EditorActions;
};

const methodOptions = settlementMethods.map((m) => ({ value: m, label: settlementMethodLabels[m] }));

/**
 * 有償支給原材料 (発注書): materials supplied to the subcontractor for a fee, printed in a section
 * of their own. 取適法 forbids settling the fee before the order's 支払期日: the server refuses an
 * earlier 決済期日, and a new row starts on that day.
 */
export function EditorSuppliedMaterials({ materials, dueDate, errors, actions }: EditorSuppliedMaterialsProps) {
  const change = (key: string, patch: Partial<DraftMaterial>) =>
    actions.setSuppliedMaterials(materials.map((m) => (m.key === key ? { ...m, ...patch } : m)));
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>有償支給原材料</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          外注先に有償で支給する原材料です。代金の決済期日は支払期日より前にできません（取適法）。
        </p>
        {materials.map((m, index) => (
          <fieldset key={m.key} className="grid grid-cols-1 items-start gap-3 rounded-md border p-3 sm:grid-cols-2 lg:grid-cols-4">
            <legend className="px-1 text-sm font-medium">支給品 {index + 1}</legend>
            <TextField
              id={`doc-material-name-${m.key}`}
              label="品名"
              className="sm:col-span-2"
              maxLength={200}
              value={m.name}
              onChange={(event) => change(m.key, { name: event.target.value })}
            />
            <TextField
              id={`doc-material-quantity-${m.key}`}
              label="数量"
              inputMode="decimal"
              value={m.quantity}
              onChange={(event) => change(m.key, { quantity: event.target.value })}
            />
            <TextField
              id={`doc-material-unit-${m.key}`}
              label="単位"
              maxLength={10}
              value={m.unit}
              onChange={(event) => change(m.key, { unit: event.target.value })}
            />
            <TextField
              id={`doc-material-price-${m.key}`}
              label="単価（円）"
              inputMode="numeric"
              value={m.unitPrice}
              onChange={(event) => change(m.key, { unitPrice: event.target.value })}
            />
            <TextField
              id={`doc-material-supplied-${m.key}`}
              type="date"
              label="支給日"
              value={m.suppliedDate}
              onChange={(event) => change(m.key, { suppliedDate: event.target.value })}
            />
            <SelectField
              id={`doc-material-method-${m.key}`}
              label="決済方法"
              options={methodOptions}
              value={m.settlementMethod}
              onChange={(event) => change(m.key, { settlementMethod: event.target.value as DraftMaterial['settlementMethod'] })}
            />
            <TextField
              id={`doc-material-settlement-${m.key}`}
              type="date"
              label="決済期日"
              value={m.settlementDate}
              onChange={(event) => change(m.key, { settlementDate: event.target.value })}
            />
            <div className="flex items-end sm:col-span-2 lg:col-span-4">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => actions.setSuppliedMaterials(materials.filter((x) => x.key !== m.key))}
              >
                <Trash2 aria-hidden />
                支給品 {index + 1} を削除
              </Button>
            </div>
          </fieldset>
        ))}
        {errors.suppliedMaterials && (
          <p role="alert" className="text-sm text-destructive">
            {errors.suppliedMaterials}
          </p>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={materials.length >= maxSuppliedMaterials}
            onClick={() => actions.setSuppliedMaterials([...materials, newMaterial(dueDate)])}
          >
            <Plus aria-hidden />
            有償支給原材料を追加
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
