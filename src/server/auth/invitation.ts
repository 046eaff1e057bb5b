import { type Config, originFor } from '../config';
import type { AccountMailer } from '../mail/account-mail';
import type { Auth } from './auth';
import { invitationMail } from './mails';
import { issueToken } from './tokens';

const invitationLifetimeMs = 72 * 60 * 60 * 1000;

/**
 * An invitation is a password-setting link: better-auth's reset token (single use) with a
 * longer life, so the invited person sets a password through the same reset form.
 */
export async function sendInvitation(
  deps: { auth: Auth; config: Config; accountMail: AccountMailer },
  user: { id: string; email: string; name: string; oemId: string | null },
  inviter: { companyName: string; partnerName: string },
): Promise<void> {
  const token = await issueToken(deps.auth, 'reset-password', user.id, invitationLifetimeMs);
  const link = `${originFor(deps.config, user.oemId)}/login?resetToken=${encodeURIComponent(token)}&invite=1`;
  await deps.accountMail.send(invitationMail(user, inviter, link), { id: user.id });
}
