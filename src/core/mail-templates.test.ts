import { describe, expect, it } from 'vitest';
import {
  defaultMailTemplate,
  type MailValues,
  mailPlaceholders,
  mailTemplateKinds,
  renderMailTemplate,
  unknownPlaceholder,
} from './mail-templates';

const values = Object.fromEntries(Object.keys(mailPlaceholders).map((name) => [name, ''])) as MailValues;

describe('送信メールの文面', () => {
  it('names the first placeholder the mail cannot fill in', () => {
    expect(unknownPlaceholder('{{会社名}} {{ 金額 }}')).toBeNull();
    expect(unknownPlaceholder('{{会社名}} {{宛先}} {{担当}}')).toBe('{{宛先}}');
  });

  it('leaves out a line whose placeholders are all empty, and tidies the subject', () => {
    const filled = renderMailTemplate(defaultMailTemplate('invoice'), {
      ...values,
      会社名: '株式会社山田商店',
      書類名: '請求書',
      書類番号: 'INV-202611-0001',
      金額: '¥110,000',
    });
    expect(filled.subject).toBe('【請求書】INV-202611-0001（株式会社山田商店）');
    expect(filled.body).toContain('ご請求金額: ¥110,000（税込）');
    expect(filled.body).not.toContain('お支払期限:');
    expect(filled.body).not.toContain('お振込先:');
  });

  it('has a default for every kind, using only known placeholders', () => {
    for (const kind of mailTemplateKinds) {
      const { subject, body } = defaultMailTemplate(kind);
      expect(unknownPlaceholder(subject) ?? unknownPlaceholder(body)).toBeNull();
      expect(body).toContain('いつもお世話になっております。');
    }
  });
});
