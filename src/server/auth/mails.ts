import type { MailMessage } from '../mail/mailer';

export function passwordResetMail(user: { email: string; name: string }, link: string): MailMessage {
  return {
    to: user.email,
    subject: '【パスワード再設定】のご案内',
    text: [
      `${user.name} 様`,
      '',
      'パスワード再設定のお申し込みを受け付けました。',
      '下記のリンクから1時間以内に新しいパスワードを設定してください。',
      '',
      link,
      '',
      'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
    ].join('\n'),
  };
}

export function invitationMail(
  user: { email: string; name: string },
  inviter: { companyName: string; partnerName: string },
  link: string,
): MailMessage {
  return {
    to: user.email,
    subject: `【${inviter.partnerName}】${inviter.companyName}から招待が届いています`,
    text: [
      `${user.name} 様`,
      '',
      `${inviter.companyName} の担当者として ${inviter.partnerName} に招待されました。`,
      '下記のリンクから72時間以内にパスワードを設定すると、ログインできるようになります。',
      '',
      link,
      '',
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
  };
}

export function emailChangeMail(user: { email: string; name: string }, link: string): MailMessage {
  return {
    to: user.email,
    subject: '【メールアドレス変更】確認のお願い',
    text: [
      `${user.name} 様`,
      '',
      'ログイン用メールアドレスをこのアドレスに変更する手続きを受け付けました。',
      'ログインした状態で、24時間以内に下記のリンクを開くと変更が完了します。',
      '',
      link,
      '',
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
  };
}

export function signUpConfirmationMail(user: { email: string; name: string }, partnerName: string, link: string): MailMessage {
  return {
    to: user.email,
    subject: `【${partnerName}】メールアドレスの確認`,
    text: [
      `${user.name} 様`,
      '',
      `${partnerName} へのお申し込みありがとうございます。`,
      '下記のリンクを開いてメールアドレスを確認すると、ログインできるようになります(72時間有効)。',
      '',
      link,
      '',
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
  };
}

/**
 * Sign-up and invitations answer the same whether or not the address is taken; the owner of
 * the address learns here what happened and how to reach the account they already have.
 */
export function existingAccountMail(user: { email: string; name: string }, reason: string, loginUrl: string): MailMessage {
  return {
    to: user.email,
    subject: '【ご案内】このメールアドレスはすでに登録されています',
    text: [
      `${user.name} 様`,
      '',
      reason,
      'このメールアドレスはすでにアカウントをお持ちのため、新しいアカウントは作成していません。',
      'ご利用中のアカウントには下記のログイン画面からログインできます。パスワードをお忘れの場合は、ログイン画面から再設定してください。',
      '',
      loginUrl,
      '',
      'お心当たりのない場合は、このメールを破棄してください。アカウントに変更はありません。',
    ].join('\n'),
  };
}
