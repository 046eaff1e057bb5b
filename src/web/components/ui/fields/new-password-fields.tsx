import type { FormFields } from '@/web/lib/use-schema-form';
import { TextField } from '../primitives/text-field';
import { PasswordRules } from './password-rules';

type NewPasswordFieldsProps<N extends 'password' | 'newPassword'> = {
  idPrefix: string;
  /** The schema's name of the new password (the confirmation is always confirmPassword). */
  name: N;
  label: string;
  confirmLabel: string;
  form: FormFields<NoInfer<N> | 'confirmPassword'>;
};

/** A new password with the rules shown under it, and its confirmation (sign-up, reset, マイページ). */
export function NewPasswordFields<N extends 'password' | 'newPassword'>({
  idPrefix,
  name,
  label,
  confirmLabel,
  form,
}: NewPasswordFieldsProps<N>) {
  return (
    <>
      <TextField
        {...form.field(name)}
        id={`${idPrefix}-password`}
        type="password"
        label={label}
        autoComplete="new-password"
        hint={<PasswordRules />}
      />
      <TextField
        {...form.field('confirmPassword')}
        id={`${idPrefix}-confirm-password`}
        type="password"
        label={confirmLabel}
        autoComplete="new-password"
      />
    </>
  );
}
