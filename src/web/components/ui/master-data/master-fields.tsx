import type { FormFields } from '@/web/lib/use-schema-form';
import { CheckboxField } from '../primitives/checkbox';
import { TextField } from '../primitives/text-field';

type MasterFieldsProps = {
  idPrefix: string;
  /** 商品 / 顧客: the labels read 商品コード, 商品名. */
  noun: string;
  /** The form of the product or customer schema, which both start with these fields. */
  form: FormFields<'code' | 'name' | 'kana'>;
};

/** コード, 名称 and フリガナ: the fields every master-data form starts with. */
export function MasterFields({ idPrefix, noun, form }: MasterFieldsProps) {
  return (
    <div className="grid items-start gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <TextField
        {...form.field('code')}
        id={`${idPrefix}-code`}
        label={`${noun}コード`}
        autoComplete="off"
        spellCheck={false}
        placeholder="自動で採番"
        hint="空欄なら帳票設定の接頭辞で自動で付けます"
      />
      <TextField {...form.field('name')} id={`${idPrefix}-name`} label={`${noun}名`} autoComplete="off" />
      <TextField
        {...form.field('kana')}
        id={`${idPrefix}-kana`}
        label="フリガナ"
        autoComplete="off"
        className="sm:col-span-2"
        hint="検索と並べ替えに使います（ひらがな・カタカナどちらでも検索できます）"
      />
    </div>
  );
}

/** 有効: a row no longer used can be switched off instead of deleted, and stays findable (filter 状態). */
export function ActiveField({ idPrefix, form }: { idPrefix: string; form: FormFields<'isActive'> }) {
  return (
    <CheckboxField
      {...form.checkbox('isActive')}
      id={`${idPrefix}-active`}
      label="有効"
      description="使わなくなったものは、削除せずに無効にしておけます。"
    />
  );
}
