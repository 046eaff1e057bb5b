import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { log } from '../log';
import { liveStreams } from '../operations/metrics';

/** Where a live stream writes: the connection, whichever way it is served. */
export type SseSink = {
  /** One event; `data` is a JSON text (one line). Resolves once the connection took it. */
  send(event: string, data: string, id?: string): Promise<void>;
  /** A comment line: keeps proxies and the client from taking the stream for dead. */
  keepAlive(): Promise<void>;
  /** Tells the browser how long to wait before it reconnects (EventSource's `retry:`). */
  retryAfter(ms: number): Promise<void>;
  readonly isClosed: boolean;
  onClose(listener: () => void): void;
  close(): void;
};

const headers = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  'x-content-type-options': 'nosniff',
  // A reverse proxy must pass each event on at once, not buffer the stream.
  'x-accel-buffering': 'no',
};

/**
 * An SSE response. Served by Node (`c.env.outgoing`), the events go straight into the
 * socket: a web ReadableStream per connection costs ~45 KiB of heap, which at 10,000 idle
 * streams is most of an instance's memory (`npm run bench`, BENCH_ONLY=idle). Served
 * in-process (`app.request()`, the API tests), the same events go into a ReadableStream.
 * `run` owns the stream until it returns; the response ends then.
 */
export function sseResponse(c: Context, run: (sink: SseSink) => Promise<void>): Response {
  const kind = c.req.path.startsWith('/api/mobile-order/') ? 'diner' : 'staff';
  liveStreams.inc({ kind });
  const counted = (sink: SseSink) => {
    openStreams.add(sink);
    sink.onClose(() => {
      liveStreams.dec({ kind });
      openStreams.delete(sink);
    });
    return sink;
  };
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  const sink = outgoing ? counted(nodeSink(outgoing)) : null;
  if (sink) {
    void run(sink)
      .catch(report)
      .finally(() => sink.close());
    // @hono/node-server's own marker, made before it replaced the global Response (a Response
    // made now would be its light kind, whose headers it writes without looking at the marker).
    return RESPONSE_ALREADY_SENT;
  }
  let web: SseSink | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      web = counted(webSink(controller));
      void run(web)
        .catch(report)
        .finally(() => web?.close());
    },
    cancel() {
      web?.close();
    },
  });
  return new Response(body, { headers });
}

/** Every stream this process has open: a stopping server ends them (endOpenStreams). */
const openStreams = new Set<SseSink>();

/**
 * On shutdown: each open stream is told to come back after `retryMs` and ended, so the browser
 * reconnects (to another instance, or to this one once restarted) and catches up from its last id.
 */
export async function endOpenStreams(retryMs: number): Promise<number> {
  const streams = [...openStreams];
  await Promise.all(
    streams.map(async (sink) => {
      await sink.retryAfter(retryMs).catch(() => {});
      sink.close();
    }),
  );
  return streams.length;
}

const report = (error: unknown) => log.error({ err: error }, 'ライブ配信でエラーが発生しました');

const format = (event: string, data: string, id?: string) => `event: ${event}\ndata: ${data}\n${id === undefined ? '' : `id: ${id}\n`}\n`;

function closable() {
  const listeners = new Set<() => void>();
  let isClosed = false;
  return {
    get isClosed() {
      return isClosed;
    },
    onClose(listener: () => void) {
      if (isClosed) listener();
      else listeners.add(listener);
    },
    /** Answers true the first time only. */
    markClosed() {
      if (isClosed) return false;
      isClosed = true;
      for (const listener of listeners) listener();
      listeners.clear();
      return true;
    },
  };
}

function nodeSink(outgoing: ServerResponse): SseSink {
  const state = closable();
  outgoing.writeHead(200, headers);
  outgoing.flushHeaders();
  outgoing.on('close', () => state.markClosed());
  const write = (text: string) =>
    new Promise<void>((resolve) => {
      if (state.isClosed) return resolve();
      // A full socket buffer (a slow phone) holds the next write until it drains, or the stream ends.
      if (outgoing.write(text)) resolve();
      else {
        outgoing.once('drain', resolve);
        state.onClose(resolve);
      }
    });
  return {
    send: (event, data, id) => write(format(event, data, id)),
    keepAlive: () => write(': keep-alive\n\n'),
    retryAfter: (ms) => write(`retry: ${ms}\n\n`),
    get isClosed() {
      return state.isClosed;
    },
    onClose: state.onClose,
    close() {
      if (state.markClosed()) outgoing.end();
    },
  };
}

function webSink(controller: ReadableStreamDefaultController<Uint8Array>): SseSink {
  const state = closable();
  const encoder = new TextEncoder();
  const write = async (text: string) => {
    if (!state.isClosed) controller.enqueue(encoder.encode(text));
  };
  return {
    send: (event, data, id) => write(format(event, data, id)),
    keepAlive: () => write(': keep-alive\n\n'),
    retryAfter: (ms) => write(`retry: ${ms}\n\n`),
    get isClosed() {
      return state.isClosed;
    },
    onClose: state.onClose,
    close() {
      if (!state.markClosed()) return;
      try {
        controller.close();
      } catch {
        // The reader cancelled: the stream is closed already.
      }
    },
  };
}
