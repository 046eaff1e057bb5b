import { passwordRules } from '@/core/schemas/auth';

/** The password requirements, listed where a password fails them or is being chosen. */
export function PasswordRules() {
  return (
    <div>
      <p className="font-medium">パスワードの条件</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {passwordRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}
