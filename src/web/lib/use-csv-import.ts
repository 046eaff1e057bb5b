import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ImportSummary, ImportRowError as RowError } from '@/core/contracts/master-data';
import { errorMessage } from './api';
import { type MasterResource, masterEndpoints, masterKey } from './master-data-api';
import { sendFile, UploadRequestError } from './send-file';

export type ImportMode = 'all' | 'valid';
export type { ImportSummary, RowError };

/** sending: the file goes up (percent known); working: the server reads and writes it. */
export type Transfer = { step: 'checking' | 'importing'; phase: 'sending' | 'working'; percent: number };

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

export const importCounts = (r: ImportSummary) => `${r.created ?? 0}件登録、${r.updated ?? 0}件更新`;

/** CSV import: preview a chosen file, then import all-or-nothing or only its valid rows. */
export function useCsvImport(resource: MasterResource) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>(initial);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  async function send(file: File, mode: 'preview' | ImportMode): Promise<ImportSummary> {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const step = mode === 'preview' ? 'checking' : 'importing';
    setState((s) => ({ ...s, error: null, transfer: { step, phase: 'sending', percent: 0 } }));
    const onProgress = (fraction: number) =>
      setState((s) => ({ ...s, transfer: { step, phase: fraction >= 1 ? 'working' : 'sending', percent: Math.floor(fraction * 100) } }));
    try {
      return await sendFile(masterEndpoints[resource].import, file, {
        query: { mode },
        contentType: 'text/csv',
        onProgress,
        signal: controller.signal,
      });
    } finally {
      if (inFlight.current === controller) setState((s) => ({ ...s, transfer: null }));
    }
  }

  function fail(error: unknown) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    const body = error instanceof UploadRequestError ? (error.body as { error?: { rows?: RowError[] } }) : undefined;
    setState((s) => ({ ...s, error: errorMessage(error), rows: body?.error?.rows ?? s.rows }));
  }

  async function choose(file: File) {
    setState({ ...initial, file });
    try {
      const preview = await send(file, 'preview');
      setState((s) => ({ ...s, preview, rows: preview.errors }));
    } catch (error) {
      fail(error);
    }
  }

  /** Resolves true when the import went in without skipped rows (the dialog can close). */
  async function run(mode: ImportMode): Promise<boolean> {
    if (!state.file) return false;
    try {
      const result = await send(state.file, mode);
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
