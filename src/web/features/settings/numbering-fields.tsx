import { useState } from 'react';
import type { DocumentKind, NumberReset } from '@/core/documents';
import { formatDocumentNumber, numberResetLabels, numberResets, templateProblem } from '@/core/documents';
import { toHalfWidth } from '@/core/format';
import { SelectField } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';
import type { FormFields } from '@/web/lib/use-schema-form';

const resetOptions = numberResets.map((r) => ({ value: r, label: numberResetLabels[r] }));
const placeholderHint = '使える記号: {YYYY} 西暦4桁・{YY} 西暦2桁・{MM} 月・{DD} 日・{seq} 連番・{seq:4} 4桁の連番（0埋め）';

/** The number the next document would get, worked out as the user types; the server has the final say. */
function previewOf(template: string, nextNumber: string, today: string): { text: string; isProblem: boolean } {
  const problem = templateProblem(template.trim());
  if (problem) return { text: problem, isProblem: true };
  const seq = Number(toHalfWidth(nextNumber.trim()));
  if (nextNumber.trim() === '' || !Number.isInteger(seq) || seq < 1) {
    return { text: '次の番号は1以上の整数で入力してください', isProblem: true };
  }
  return { text: `次の番号: ${formatDocumentNumber(template.trim(), today, seq)}`, isProblem: false };
}

type NumberingFieldsProps = {
  kind: DocumentKind;
  defaultValue: { template: string; reset: NumberReset; nextNumber: number };
  /** Today in Japan (YYYY-MM-DD), the date the preview is numbered on. */
  today: string;
  form: FormFields<`numbering.${DocumentKind}.${'template' | 'reset' | 'nextNumber'}`>;
};

/** 採番形式, リセット and 次の番号 of one kind, named `numbering.<kind>.<field>` for FormData. */
export function NumberingFields({ kind, defaultValue, today, form }: NumberingFieldsProps) {
  const [template, setTemplate] = useState(defaultValue.template);
  const [nextNumber, setNextNumber] = useState(String(defaultValue.nextNumber));
  const name = (field: 'template' | 'reset' | 'nextNumber') => `numbering.${kind}.${field}` as const;
  const id = (field: string) => `numbering-${kind}-${field}`;
  const preview = previewOf(template, nextNumber, today);

  return (
    <div className="grid gap-4">
      <TextField
        {...form.field(name('template'))}
        id={id('template')}
        label="採番形式"
        value={template}
        onChange={(event) => setTemplate(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        hint={placeholderHint}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          {...form.field(name('reset'))}
          id={id('reset')}
          label="リセット"
          options={resetOptions}
          defaultValue={defaultValue.reset}
          hint="連番を1に戻す周期です。"
        />
        <TextField
          {...form.field(name('nextNumber'))}
          id={id('next-number')}
          label="次の番号"
          value={nextNumber}
          onChange={(event) => setNextNumber(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          hint="今の期間で次に使う連番です。他のシステムから移行するときに変更します。"
        />
      </div>
      <p
        aria-live="polite"
        className={preview.isProblem ? 'text-sm text-destructive' : 'rounded-md bg-muted px-3 py-2 font-mono text-sm tabular-nums'}
      >
        {preview.text}
      </p>
    </div>
  );
}
