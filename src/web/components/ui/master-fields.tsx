import type { FieldErrors } from '@/web/lib/form';
import { CheckboxField } from './checkbox';
import { TextField } from './text-field';

type MasterFieldsProps = {
  idPrefix: string;
  /** 商品 / 顧客: the labels read 商品コード, 商品名. */
  noun: string;
  defaultValue?: { code: string; name: string; kana: string };
  errors: FieldErrors;
};

/** コード, 名称 and フリガナ: the fields every master-data form starts with. */
export function MasterFields({ idPrefix, noun, defaultValue, errors }: MasterFieldsProps) {
  return (
    <div className="grid items-start gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <TextField
        id={`${idPrefix}-code`}
        name="code"
        label={`${noun}コード`}
        defaultValue={defaultValue?.code}
        error={errors.code}
        autoComplete="off"
        spellCheck={false}
        placeholder="自動で採番"
        hint="空欄なら帳票設定の接頭辞で自動で付けます"
      />
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        label={`${noun}名`}
        defaultValue={defaultValue?.name}
        error={errors.name}
        autoComplete="off"
      />
      <TextField
        id={`${idPrefix}-kana`}
        name="kana"
        label="フリガナ"
        defaultValue={defaultValue?.kana}
        error={errors.kana}
        autoComplete="off"
        className="sm:col-span-2"
        hint="検索と並べ替えに使います（ひらがな・カタカナどちらでも検索できます）"
      />
    </div>
  );
}

/** 有効: a row no longer used can be switched off instead of deleted, and stays findable (filter 状態). */
export function ActiveField({ idPrefix, defaultChecked = true }: { idPrefix: string; defaultChecked?: boolean }) {
  return (
    <CheckboxField
      id={`${idPrefix}-active`}
      name="isActive"
      label="有効"
      defaultChecked={defaultChecked}
      description="使わなくなったものは、削除せずに無効にしておけます。"
    />
  );
}
