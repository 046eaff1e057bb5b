import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SmtpEvent, SmtpMode } from './smtp-server-process';

export type { SmtpMode };

type Received = Extract<SmtpEvent, { type: 'received' }>;
type Held = Extract<SmtpEvent, { type: 'held' }>;

/**
 * A real SMTP server in a child process on a free port (smtp-server, by nodemailer's authors),
 * for tests of company mail: `url` is its SMTP_URL. It counts what it received by Message-ID;
 * `setMode` makes it refuse connections (421), cut them after reading a message, reject
 * recipients (550) or hold its answer to a message (see smtp-server-process.ts).
 */
export async function startSmtpTestServer() {
  const script = fileURLToPath(new URL('./smtp-server-process.ts', import.meta.url));
  const child: ChildProcess = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const received: Received[] = [];
  const held: Held[] = [];
  let refusals = 0;
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const check of waiters) check();
  };
  let acknowledged: (() => void) | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`SMTP test server exited (${code})`)));
    child.on('message', (event: SmtpEvent) => {
      if (event.type === 'listening') resolve(event.port);
      else if (event.type === 'received') received.push(event);
      else if (event.type === 'held') held.push(event);
      else if (event.type === 'refused') refusals += 1;
      else if (event.type === 'ok') acknowledged?.();
      changed();
    });
  });

  /** Resolves once `check` holds (re-checked on every event of the server), or fails after `timeoutMs`. */
  function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(test);
        reject(new Error(`SMTP test server: timed out waiting for ${what} (received ${received.length}, held ${held.length})`));
      }, timeoutMs);
      const test = () => {
        if (!check()) return;
        clearTimeout(timer);
        waiters.delete(test);
        resolve();
      };
      waiters.add(test);
    });
  }

  const command = (message: { type: 'mode'; mode: SmtpMode } | { type: 'release' }) =>
    new Promise<void>((resolve) => {
      acknowledged = resolve;
      child.send(message);
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every message received (answered 250, or read whole before a cut connection), in order. */
    received,
    /** Messages whose answer is being held. */
    held,
    refusals: () => refusals,
    /** How many times a message with this Message-ID was received. */
    countOf: (messageId: string) => received.filter((m) => m.messageId === messageId).length,
    setMode: (mode: SmtpMode) => command({ type: 'mode', mode }),
    /** Answers 250 to every held message whose connection is still open. */
    release: () => command({ type: 'release' }),
    until,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
