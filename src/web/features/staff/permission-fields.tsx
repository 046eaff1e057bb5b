import { areas, type OemType, type PermissionFlag, type Permissions, permissionFlags } from '@/core/permissions';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { FieldError } from '@/web/components/ui/primitives/field';
import type { FormFields } from '@/web/lib/use-schema-form';

/** The screens a flag opens, in Japanese (quote → 見積書管理・注文確認); order screens only for mobile-order partners. */
export function flagAreaLabel(flag: PermissionFlag, oemType: OemType | null): string {
  return areas
    .filter((area) => area.flag === flag && (!area.mobileOrderOnly || oemType === 'mobile-order'))
    .map((area) => area.label)
    .join('・');
}

type PermissionFieldsProps = {
  idPrefix: string;
  defaultValue?: Permissions;
  oemType: OemType | null;
  /** Names each checkbox in the form (`permissions.quote` …), read back as a boolean per flag. */
  form: FormFields<'permissions' | `permissions.${PermissionFlag}`>;
};

/** One checkbox per permission flag, labelled by the areas it gates, so the choice reads as screens. */
export function PermissionFields({ idPrefix, defaultValue = {}, oemType, form }: PermissionFieldsProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium leading-none">利用できる機能</legend>
      <p className="text-xs text-muted-foreground">チェックした機能の画面がメニューに表示されます。</p>
      <div className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
        {permissionFlags.map((flag) => (
          <CheckboxField
            {...form.checkbox(`permissions.${flag}`)}
            key={flag}
            id={`${idPrefix}-${flag}`}
            label={flagAreaLabel(flag, oemType)}
            defaultChecked={Boolean(defaultValue[flag])}
          />
        ))}
      </div>
      <FieldError error={form.error('permissions')} />
    </fieldset>
  );
}

/** 「商品管理、顧客管理」: the granted areas of a member, for the list. */
export function grantedAreas(permissions: Permissions, oemType: OemType | null): string {
  return permissionFlags
    .filter((flag) => permissions[flag])
    .map((flag) => flagAreaLabel(flag, oemType))
    .join('、');
}
