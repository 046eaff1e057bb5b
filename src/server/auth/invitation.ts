import { type Config, originFor } from '../config';
import type { Mailer } from '../mail/mailer';
import type { Auth } from './auth';
import { invitationMail } from './mails';
import { issueToken } from './tokens';

const invitationLifetimeMs = 72 * 60 * 60 * 1000;

/**
 * An invitation is a password-setting link: better-auth's reset token (single use) with a
 * longer life, so the invited person sets a password through the same reset form.
 */
export async function sendInvitation(
  deps: { auth: Auth; config: Config; mailer: Mailer },
  user: { id: string; email: string; name: string; oemId: string | null },
  inviter: { companyName: string; partnerName: string },
): Promise<void> {
  const token = await issueToken(deps.auth, 'reset-password', user.id, invitationLifetimeMs);
  const link = `${originFor(deps.config, user.oemId)}/login?resetToken=${encodeURIComponent(token)}&invite=1`;
  await deps.mailer.send(invitationMail(user, inviter, link));
}
