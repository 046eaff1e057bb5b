import { areas, type OemType, type PermissionFlag, type Permissions, permissionFlags } from '@/core/permissions';
import { CheckboxField } from '@/web/components/ui/checkbox';
import { FieldError } from '@/web/components/ui/field';

/** The screens a flag opens, in Japanese (quote → 見積書管理・注文確認); order screens only for mobile-order partners. */
export function flagAreaLabel(flag: PermissionFlag, oemType: OemType | null): string {
  return areas
    .filter((area) => area.flag === flag && (!area.mobileOrderOnly || oemType === 'mobile-order'))
    .map((area) => area.label)
    .join('・');
}

/** Reads the six checkboxes of PermissionFields back from a submitted form. */
export function readPermissions(form: HTMLFormElement): Permissions {
  const data = new FormData(form);
  return Object.fromEntries(permissionFlags.map((flag) => [flag, data.get(`permission-${flag}`) === 'on'])) as Permissions;
}

type PermissionFieldsProps = { idPrefix: string; defaultValue?: Permissions; oemType: OemType | null; error?: string };

/** One checkbox per permission flag, labelled by the areas it gates, so the choice reads as screens. */
export function PermissionFields({ idPrefix, defaultValue = {}, oemType, error }: PermissionFieldsProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium leading-none">利用できる機能</legend>
      <p className="text-xs text-muted-foreground">チェックした機能の画面がメニューに表示されます。</p>
      <div className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
        {permissionFlags.map((flag) => (
          <CheckboxField
            key={flag}
            id={`${idPrefix}-${flag}`}
            name={`permission-${flag}`}
            label={flagAreaLabel(flag, oemType)}
            defaultChecked={Boolean(defaultValue[flag])}
          />
        ))}
      </div>
      <FieldError error={error} />
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
