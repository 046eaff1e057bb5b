import type { FieldErrors } from '@/web/lib/form';
import { PasswordRules } from './password-rules';
import { TextField } from './text-field';

type NewPasswordFieldsProps = {
  idPrefix: string;
  /** Form field name of the new password (the confirmation is always confirmPassword). */
  name: 'password' | 'newPassword';
  label: string;
  confirmLabel: string;
  errors: FieldErrors;
};

/** A new password with the rules shown under it, and its confirmation (sign-up, reset, マイページ). */
export function NewPasswordFields({ idPrefix, name, label, confirmLabel, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        name={name}
        type="password"
        label={label}
        autoComplete="new-password"
        error={errors[name]}
        hint={<PasswordRules />}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        name="confirmPassword"
        type="password"
        label={confirmLabel}
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
    </>
  );
}
