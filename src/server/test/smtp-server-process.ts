import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * A mail server for tests, run as a child process by smtp-test-server.ts (it talks over IPC). It
 * reads each message whole and tells the parent its Message-ID once the message counts as
 * received: when it answers 250, or, in `drop` mode, when it has read it and then cuts the
 * connection without answering. Modes:
 * - normal: accept everything;
 * - refuse N: answer the next N connections 421 and close them;
 * - drop N: read the next N messages whole, count them, then cut the connection before 250;
 * - reject: refuse every recipient with 550;
 * - hold from N: the N-th message from now on (and every later one) gets no answer until the
 *   parent says release; a connection lost meanwhile leaves its message unreceived.
 */
export type SmtpMode =
  | { kind: 'normal' }
  | { kind: 'refuse'; times: number }
  | { kind: 'drop'; times: number }
  | { kind: 'reject' }
  | { kind: 'hold'; from: number };

export type SmtpEvent =
  | { type: 'listening'; port: number }
  | { type: 'received'; messageId: string; to: string[]; subject: string; replyTo: string }
  | { type: 'held'; messageId: string; n: number }
  | { type: 'refused' }
  | { type: 'ok' };

let mode: SmtpMode = { kind: 'normal' };
/** Messages read in DATA since the mode was set (hold counts them). */
let seen = 0;
const held: (() => void)[] = [];

const tell = (event: SmtpEvent) => process.send?.(event);
const header = (raw: string, name: string) => raw.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';
const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

const server: SMTPServer = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect(_session, callback) {
    if (mode.kind === 'refuse' && mode.times > 0) {
      mode = { ...mode, times: mode.times - 1 };
      tell({ type: 'refused' });
      return callback(smtpError(421, '4.3.2 Service not available, try again later'));
    }
    callback();
  },
  onRcptTo(address, _session, callback) {
    if (mode.kind === 'reject') return callback(smtpError(550, `5.1.1 <${address.address}>: Recipient address rejected: User unknown`));
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const message = {
        messageId: header(raw, 'Message-ID'),
        to: session.envelope.rcptTo.map((r) => r.address),
        subject: header(raw, 'Subject'),
        replyTo: header(raw, 'Reply-To'),
      };
      seen += 1;
      if (mode.kind === 'drop' && mode.times > 0) {
        mode = { ...mode, times: mode.times - 1 };
        tell({ type: 'received', ...message });
        return connectionOf(session)?.destroy();
      }
      if (mode.kind === 'hold' && seen >= mode.from) {
        const socket = connectionOf(session);
        let isAnswered = false;
        socket?.once('close', () => {
          isAnswered = true;
        });
        held.push(() => {
          if (isAnswered) return;
          isAnswered = true;
          tell({ type: 'received', ...message });
          callback(null, 'OK: held message queued');
        });
        return tell({ type: 'held', messageId: message.messageId, n: seen });
      }
      tell({ type: 'received', ...message });
      callback(null, 'OK: message queued');
    });
  },
});

/** The client's socket of a session (smtp-server keeps its connections, each with its session). */
function connectionOf(session: SMTPServerSession) {
  const connections = (server as unknown as { connections: Set<{ session: SMTPServerSession; _socket: import('node:net').Socket }> })
    .connections;
  return [...connections].find((c) => c.session === session)?._socket;
}

process.on('message', (command: { type: 'mode'; mode: SmtpMode } | { type: 'release' }) => {
  if (command.type === 'mode') {
    mode = command.mode;
    seen = 0;
  } else {
    for (const answer of held.splice(0)) answer();
  }
  tell({ type: 'ok' });
});
process.on('disconnect', () => process.exit(0));
server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  tell({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
});
