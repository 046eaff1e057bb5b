import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
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
  /** `<id@host>`, set by us so that a delivery and its mail can be matched; nodemailer's own otherwise. */
  messageId?: string;
};

/** The mail server's acceptance: its reply (`250 …`). */
export type MailAccepted = { response: string };

export type Mailer = { send: (message: MailMessage) => Promise<MailAccepted> };

/**
 * Why a send failed, as far as trying again goes (decision 018). `temporary`: nothing was
 * accepted (no connection, a 4xx, a refused greeting, EHLO or AUTH): try again later.
 * `permanent`: the server refused the message itself (5xx to MAIL FROM, RCPT TO or the data):
 * trying again gets the same answer. `unknown`: the connection was lost after the message was
 * handed over and before the server answered: it may have arrived, so it is not sent again by itself.
 */
export class MailSendError extends Error {
  constructor(
    readonly failure: 'temporary' | 'permanent' | 'unknown',
    readonly detail: string,
  ) {
    super(`${failure}: ${detail}`);
  }
}

type SmtpError = Error & { responseCode?: number; command?: string; code?: string; response?: string };
const messageCommands = ['MAIL FROM', 'RCPT TO', 'DATA'];

/** nodemailer's error (it names the command and the server's reply code), and whether the whole message was read off. */
export function classifySmtpError(error: SmtpError, isMessageHandedOver: boolean): MailSendError {
  const detail = (error.response ?? error.message).slice(0, 300);
  const code = error.responseCode;
  if (code && code >= 500 && messageCommands.includes(error.command ?? '')) return new MailSendError('permanent', detail);
  // Refused by nodemailer before anything went out (an address it cannot use, a message too large).
  if (!code && (error.code === 'EENVELOPE' || error.code === 'EMESSAGE')) return new MailSendError('permanent', detail);
  if (!code && isMessageHandedOver) return new MailSendError('unknown', detail);
  return new MailSendError('temporary', detail);
}

/** The options every transport hands to nodemailer, which quotes and encodes a Japanese name. */
export function mailOptions(from: string, { senderName, ...message }: MailMessage) {
  return { ...message, from: senderName ? { name: senderName, address: from } : from };
}
export type SentMail = ReturnType<typeof mailOptions>;

/**
 * Real SMTP delivery (SMTP_URL), e.g. smtps://user:pass@smtp.example.com:465. A transport per
 * message (one connection each, as nodemailer does without a pool) whose last stream stage notes
 * when the server's side has read the whole message: a connection lost after that is `unknown`.
 * `timeoutMs` bounds each wait on the server, well inside the job's own time limit.
 */
export function createSmtpMailer(smtpUrl: string, from: string, { timeoutMs = 60_000 } = {}): Mailer {
  const limits = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  return {
    send: async (message) => {
      const transport = nodemailer.createTransport({ url: smtpUrl, ...limits });
      let isHandedOver = false;
      transport.use('stream', (mail, done) => {
        mail.message.processFunc((input) => {
          const output = new PassThrough();
          // 'end' comes only once the reader (the SMTP data stream, after DATA) has read everything.
          output.once('end', () => {
            isHandedOver = true;
          });
          input.once('error', (error) => output.destroy(error));
          return input.pipe(output);
        });
        done();
      });
      try {
        const info = await transport.sendMail(mailOptions(from, message));
        return { response: String(info.response ?? '') };
      } catch (error) {
        throw classifySmtpError(error as SmtpError, isHandedOver);
      } finally {
        transport.close();
      }
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
      return { response: `250 ${file}` };
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
      return { response: '250 kept in memory' };
    },
  };
}
