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
