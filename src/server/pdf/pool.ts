import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import Tinypool from 'tinypool';
import type { CompanyProfile, SalesDocument } from '@/core/api-types';
import type { DateStyle } from '@/core/format';
import { maxDocumentLines } from '@/core/schemas/documents';
import { AppError, unavailable } from '../http/errors';

/**
 * PDF rendering in worker threads, so one company's 1,000-line invoice never stalls another
 * company's requests. One core is left to the event loop (requests, embedded PGlite).
 */
export const pdfThreads = Math.max(1, availableParallelism() - 1);
export const pdfRetryAfterSeconds = 5;
const idleThreadMs = 5 * 60_000;

export type PdfLimits = {
  /** How long one render may take once a worker has begun it; the worker is then terminated. */
  timeoutMs: number;
  /** Renders that may wait for a free worker; one more is refused with 503 and Retry-After. */
  queueLimit: number;
  /** Worker threads; by default every core but one (the event loop's). */
  threads?: number;
};

/** The issuer's logo and seal as uploaded (PNG or JPEG are printed), read by the caller. */
export type PdfImages = { logo: Uint8Array | null; seal: Uint8Array | null };

export type PdfRenderer = {
  render: (images: PdfImages, doc: SalesDocument, issuer: CompanyProfile, dateStyle?: DateStyle) => Promise<Buffer>;
  close: () => Promise<void>;
};

const live = new Set<PdfRenderer>();
/** Renders accepted and not yet finished, of every renderer of this process (for /metrics). */
const inFlightOf = new Map<PdfRenderer, () => number>();
export function pdfRendersInFlight(): number {
  let total = 0;
  for (const count of inFlightOf.values()) total += count();
  return total;
}

/** The pool starts with the first render (most processes never print) and again after close. */
export function createPdfRenderer(limits: PdfLimits): PdfRenderer {
  let pool: Tinypool | null = null;
  let inFlight = 0;
  const threads = limits.threads ?? pdfThreads;
  const capacity = threads + limits.queueLimit;

  async function runTask(images: PdfImages, doc: SalesDocument, issuer: CompanyProfile, dateStyle: DateStyle): Promise<Buffer> {
    // A thread stays for a while after a render: starting one (tsx, react-pdf, fonts) costs about a second,
    // ten times a one-page render. A process that never prints never starts one.
    pool ??= new Tinypool({
      filename: new URL('./worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: idleThreadMs,
    });
    const abort = new AbortController();
    const started = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    started.port1.once('message', () => {
      timer = setTimeout(() => abort.abort(), limits.timeoutMs);
      started.port1.close();
    });
    try {
      const task = { images, doc, issuer, dateStyle, started: started.port2 };
      const pdf: Uint8Array = await pool.run(task, { transferList: [started.port2], signal: abort.signal });
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } catch (error) {
      if (abort.signal.aborted)
        throw new AppError(503, 'PDF_TIMEOUT', 'PDFの作成に時間がかかりすぎたため中止しました。時間をおいて再度お試しください');
      throw error;
    } finally {
      clearTimeout(timer);
      started.port1.close();
    }
  }

  const renderer: PdfRenderer = {
    async render(images, doc, issuer, dateStyle = 'gregorian') {
      // The same cap as the API accepts: a document saved before the cap existed is not printed.
      if (doc.lines.length > maxDocumentLines)
        throw new AppError(400, 'TOO_MANY_LINES', `明細が${maxDocumentLines}行を超えるため、PDFを作成できません。帳票を分けてください`);
      if (inFlight >= capacity)
        throw unavailable('PDF_BUSY', 'PDFの作成が混み合っています。しばらくしてから再度お試しください', pdfRetryAfterSeconds);
      inFlight++;
      try {
        return await runTask(images, doc, issuer, dateStyle);
      } finally {
        inFlight--;
      }
    },
    async close() {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
  live.add(renderer);
  inFlightOf.set(renderer, () => inFlight);
  return renderer;
}

/** Stops every worker thread of this process: on shutdown, and when a test context closes. */
export async function closePdfRenderers(): Promise<void> {
  await Promise.all([...live].map((r) => r.close()));
}
