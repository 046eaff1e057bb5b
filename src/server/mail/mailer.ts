import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  to: string;
  cc?: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** Display name of the sender, e.g. the issuing company; the address stays MAIL_FROM (SPF/DKIM). */
  senderName?: string;
  /** Where a reply goes when MAIL_FROM is a no-reply address. */
  replyTo?: string;
};
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/** The options every transport hands to nodemailer, which quotes and encodes a Japanese name. */
export function mailOptions(from: string, { senderName, ...message }: MailMessage) {
  return { ...message, from: senderName ? { name: senderName, address: from } : from };
}
export type SentMail = ReturnType<typeof mailOptions>;

/** Real SMTP delivery (SMTP_URL), e.g. smtps://user:pass@smtp.example.com:465 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail(mailOptions(from, message));
    },
  };
}

/**
 * Development delivery: each mail is written as an .eml file to the outbox folder and
 * its first link is logged, so a reset can be completed without a mail server.
 */
export function createOutboxMailer(dir: string, from: string, log: (line: string) => void = console.log): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ ...mailOptions(from, message), textEncoding: 'base64' });
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      log(`[mail] ${message.to}: ${message.subject} → ${file}${link ? `\n[mail] link: ${link}` : ''}`);
    },
  };
}

/** Keeps messages in memory, as they would be handed to SMTP (API tests read them). */
export function createMemoryMailer(from = 'no-reply@localhost'): Mailer & { messages: SentMail[] } {
  const messages: SentMail[] = [];
  return {
    messages,
    send: async (message) => {
      messages.push(mailOptions(from, message));
    },
  };
}
