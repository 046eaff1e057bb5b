import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ImportSummary, MasterImport, ImportRowError as RowError } from '@/core/contracts/master-data';
import { call, errorMessage } from './api';
import { type MasterResource, masterEndpoints, masterKey } from './master-data-api';
import { sendFile, UploadRequestError } from './send-file';

export type ImportMode = 'all' | 'valid';
export type { ImportSummary, RowError };

/**
 * sending: the file goes up (percent known); waiting: the import is queued (behind another of the
 * company's, say); working: the server reads it, or writes it — then `rows` says how many of how
 * many are written.
 */
export type Transfer = {
  step: 'checking' | 'importing';
  phase: 'sending' | 'waiting' | 'working';
  percent: number;
  rows?: { done: number; of: number };
};

type ImportState = {
  file: File | null;
  preview: ImportSummary | null;
  result: ImportSummary | null;
  /** Row errors to show: the preview's, a refused all-or-nothing import's, or the skipped rows'. */
  rows: RowError[];
  transfer: Transfer | null;
  error: string | null;
};

const initial: ImportState = { file: null, preview: null, result: null, rows: [], transfer: null, error: null };
/** How often a running import is asked for its progress. */
const pollMs = 400;

export const importCounts = (r: ImportSummary) => `${r.created ?? 0}件登録、${r.updated ?? 0}件更新`;

class ImportRefused extends Error {
  constructor(readonly imported: MasterImport) {
    super(imported.error?.message ?? '取り込めませんでした');
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

/** CSV import: preview a chosen file, then import all-or-nothing or only its valid rows (a job on the server, followed until it ends). */
export function useCsvImport(resource: MasterResource) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>(initial);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);
  const endpoints = masterEndpoints[resource];

  async function send<T>(step: Transfer['step'], work: (controller: AbortController, onProgress: (f: number) => void) => Promise<T>) {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState((s) => ({ ...s, error: null, transfer: { step, phase: 'sending', percent: 0 } }));
    const onProgress = (fraction: number) =>
      setState((s) => ({ ...s, transfer: { step, phase: fraction >= 1 ? 'working' : 'sending', percent: Math.floor(fraction * 100) } }));
    try {
      return await work(controller, onProgress);
    } finally {
      if (inFlight.current === controller) setState((s) => ({ ...s, transfer: null }));
    }
  }

  /** Follows a queued import until it is done (its summary) or failed (thrown, with its rows). */
  async function follow(queued: MasterImport, signal: AbortSignal): Promise<ImportSummary> {
    let current = queued;
    while (current.state === 'queued' || current.state === 'running') {
      const { done, valid } = current;
      const rows = valid === null ? undefined : { done, of: valid };
      const percent = valid ? Math.floor((done / valid) * 100) : 0;
      const phase = current.state === 'queued' ? 'waiting' : 'working';
      setState((s) => ({ ...s, transfer: { step: 'importing', phase, percent, rows } }));
      await wait(pollMs, signal);
      current = await call(endpoints.importStatus, { params: { id: current.id }, signal });
    }
    if (current.state === 'failed') throw new ImportRefused(current);
    const { total, valid, errors, created, updated } = current;
    return { total: total ?? 0, valid: valid ?? 0, errors, created: created ?? 0, updated: updated ?? 0 };
  }

  function fail(error: unknown) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    if (error instanceof ImportRefused) {
      const rows = error.imported.errors;
      setState((s) => ({ ...s, error: error.message, rows: rows.length > 0 ? rows : s.rows }));
      return;
    }
    const body = error instanceof UploadRequestError ? (error.body as { error?: { rows?: RowError[] } }) : undefined;
    setState((s) => ({ ...s, error: errorMessage(error), rows: body?.error?.rows ?? s.rows }));
  }

  async function choose(file: File) {
    setState({ ...initial, file });
    try {
      const preview = await send('checking', (controller, onProgress) =>
        sendFile(endpoints.import, file, { query: { mode: 'preview' }, contentType: 'text/csv', onProgress, signal: controller.signal }),
      );
      setState((s) => ({ ...s, preview, rows: preview.errors }));
    } catch (error) {
      fail(error);
    }
  }

  /** Resolves true when the import went in without skipped rows (the dialog can close). */
  async function run(mode: ImportMode): Promise<boolean> {
    const file = state.file;
    if (!file) return false;
    // One key per press: a request repeated by the network queues one import.
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    try {
      const result = await send('importing', async (controller, onProgress) => {
        const { signal } = controller;
        const queued = await sendFile(endpoints.importStart, file, {
          query: { mode },
          headers,
          contentType: 'text/csv',
          onProgress,
          signal,
        });
        return follow(queued, signal);
      });
      setState((s) => ({ ...s, result, rows: result.errors }));
      void queryClient.invalidateQueries({ queryKey: masterKey(resource) });
      toast.success(`取り込みました（${importCounts(result)}）`);
      return result.errors.length === 0;
    } catch (error) {
      fail(error);
      return false;
    }
  }

  return { ...state, choose, run };
}
