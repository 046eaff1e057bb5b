import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { ChangeEmailInput } from '@/core/schemas/account';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Auth } from '../../auth/auth';
import { emailChangeMail } from '../../auth/mails';
import { consumeToken, issueToken, peekToken } from '../../auth/tokens';
import { type Config, originFor } from '../../config';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import type { SignedInUser } from '../../http/env';
import { AppError } from '../../http/errors';
import type { AccountMailer } from '../../mail/account-mail';

const purpose = 'change-email';
const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', 'このメールアドレスは既に登録されています');

async function isTaken(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/** Step 1: with the current password, mail a confirmation link to the new address. */
export async function requestEmailChange(
  deps: { db: Db; auth: Auth; config: Config; accountMail: AccountMailer },
  user: SignedInUser,
  input: ChangeEmailInput,
) {
  const [account] = await deps.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
  if (!account?.password || !(await verifyPassword({ hash: account.password, password: input.currentPassword }))) {
    throw new AppError(400, 'INVALID_PASSWORD', 'パスワードが正しくありません');
  }
  if (input.newEmail === user.email) throw new AppError(400, 'SAME_EMAIL', '現在と同じメールアドレスです');
  if (await isTaken(deps.db, input.newEmail)) throw emailTaken();
  const token = await issueToken(deps.auth, purpose, JSON.stringify({ userId: user.id, email: input.newEmail }), 24 * 60 * 60 * 1000);
  const link = `${originFor(deps.config, user.isManager ? null : user.oemId)}/mypage?emailToken=${encodeURIComponent(token)}`;
  await deps.accountMail.send(emailChangeMail({ name: user.name, email: input.newEmail }, link), user);
}

type EmailChange = { userId: string; email: string };
const readChange = (value: string | null) => (value ? (JSON.parse(value) as EmailChange) : null);
const invalidLink = () =>
  new AppError(400, 'INVALID_TOKEN', 'リンクの有効期限が切れているか、すでに使用されています。もう一度お手続きください。');

/**
 * Step 2: the link, opened while signed in as the same user, switches the address.
 * Opened in a browser signed in as someone else, it changes nobody's address and stays
 * usable, so its owner can still sign in and open it.
 */
export async function confirmEmailChange(db: Db, auth: Auth, user: SignedInUser, token: string): Promise<{ email: string }> {
  const pending = readChange(await peekToken(auth, purpose, token));
  if (!pending) throw invalidLink();
  if (pending.userId !== user.id) {
    throw new AppError(
      403,
      'WRONG_ACCOUNT',
      'このリンクは別のアカウントのメールアドレス変更用です。ログアウトし、変更を申し込んだアカウントでログインしてから、メールのリンクをもう一度開いてください。',
    );
  }
  // Consuming decides between two tabs opening the link at once: only one goes on.
  const change = readChange(await consumeToken(auth, purpose, token));
  if (change?.userId !== user.id) throw invalidLink();
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, change.email));
    if (taken) throw emailTaken();
    await tx.update(users).set({ email: change.email, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordOperation(tx, actorOf(user), {
      operationType: 'account.email-change',
      targetType: 'user',
      targetId: user.id,
      detail: { from: user.email, to: change.email },
    });
    return { email: change.email };
  });
}
