import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Counterparty, DocumentContext, DocumentHistoryEntry, DocumentList, Product, SalesDocument } from '@/core/api-types';
import { type DocumentKind, documentKinds, kindInfo } from '@/core/documents';
import type { MailDelivery } from '@/core/mail-deliveries';
import type { DocumentInput, DocumentStatusInput, SendDocumentInput } from '@/core/schemas/documents';
import { api } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';
import { useCompanyEvents } from '@/web/lib/use-company-events';

/** The kind of the screen, from its first path segment (/quotation, /sales, /purchase, /delivery). */
export function useDocumentKind(): DocumentKind {
  const { pathname } = useLocation();
  const segment = `/${pathname.split('/')[1] ?? ''}`;
  return documentKinds.find((k) => kindInfo[k].path === segment) ?? 'quotation';
}

const base = (kind: DocumentKind) => `/api/documents/${kind}`;
const docPath = (kind: DocumentKind, id: string) => `${base(kind)}/${encodeURIComponent(id)}`;
export const documentsKey = (kind: DocumentKind) => ['documents', kind] as const;

/** One page of a kind's list; `query` carries q, filters, page, sort and order as the API names them. */
export function useDocumentList(kind: DocumentKind, query: URLSearchParams) {
  const search = query.toString();
  return useQuery({
    queryKey: [...documentsKey(kind), 'list', search],
    queryFn: ({ signal }) => api<DocumentList>(`${base(kind)}?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDocument(kind: DocumentKind, id: string | undefined) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'one', id],
    queryFn: ({ signal }) => api<SalesDocument>(docPath(kind, id ?? ''), { signal }),
    enabled: Boolean(id),
  });
}

/** 訂正削除の履歴: the operations on every version of the document, oldest first. */
export function useDocumentHistory(kind: DocumentKind, id: string) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'history', id],
    queryFn: ({ signal }) => api<DocumentHistoryEntry[]>(`${docPath(kind, id)}/history`, { signal }),
  });
}

/** Rounding mode, bank accounts, default notes, today and the issuer, for the editor and preview. */
export function useDocumentContext(kind: DocumentKind) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'context'],
    queryFn: ({ signal }) => api<DocumentContext>(`${base(kind)}/context`, { signal }),
  });
}

/** Customers to pick as counterparty (also suppliers for purchase orders); active ones, 20 at most. */
export function useCounterparties(kind: DocumentKind, q: string) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'counterparties', q],
    queryFn: ({ signal }) => api<Counterparty[]>(`${base(kind)}/counterparties?q=${encodeURIComponent(q)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Products to fill a line from; active ones, 20 at most. */
export function useProductChoices(kind: DocumentKind, q: string) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'products', q],
    queryFn: ({ signal }) => api<Product[]>(`${base(kind)}/products?q=${encodeURIComponent(q)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every action on documents; each reloads the kind's queries (and, for conversions, every kind). */
export function useDocumentActions(kind: DocumentKind) {
  const keys = [documentsKey(kind)];
  const all = [['documents'] as const];
  return {
    create: useRefetchingMutation((input: DocumentInput) => api<SalesDocument>(base(kind), { method: 'POST', body: input }), keys),
    update: useRefetchingMutation(
      ({ id, input }: { id: string; input: DocumentInput }) => api<SalesDocument>(docPath(kind, id), { method: 'PUT', body: input }),
      keys,
    ),
    remove: useRefetchingMutation((id: string) => api<unknown>(docPath(kind, id), { method: 'DELETE' }), keys),
    issue: useRefetchingMutation(
      ({ id, confirmLatePayment = false }: { id: string; confirmLatePayment?: boolean }) =>
        api<SalesDocument>(`${docPath(kind, id)}/issue`, { method: 'POST', body: { confirmLatePayment } }),
      keys,
    ),
    revise: useRefetchingMutation((id: string) => api<SalesDocument>(`${docPath(kind, id)}/revise`, { method: 'POST' }), keys),
    duplicate: useRefetchingMutation((id: string) => api<SalesDocument>(`${docPath(kind, id)}/duplicate`, { method: 'POST' }), keys),
    convert: useRefetchingMutation(
      ({ id, to }: { id: string; to: DocumentKind }) =>
        api<SalesDocument>(`${docPath(kind, id)}/convert`, { method: 'POST', body: { to } }),
      all,
    ),
    /** 返品・値引き from this invoice: no lines for 全額. */
    creditNote: useRefetchingMutation(
      ({ id, lines }: { id: string; lines?: { index: number; quantity: string }[] }) =>
        api<SalesDocument>(`${docPath(kind, id)}/credit-note`, { method: 'POST', body: lines ? { lines } : {} }),
      all,
    ),
    /** 領収書を発行 for this paid invoice; it comes back issued. */
    receipt: useRefetchingMutation(
      ({ id, addressee, purpose }: { id: string; addressee: string; purpose: string }) =>
        api<SalesDocument>(`${docPath(kind, id)}/receipt`, { method: 'POST', body: { addressee, purpose } }),
      all,
    ),
    setStatus: useRefetchingMutation(
      ({ id, input }: { id: string; input: DocumentStatusInput }) =>
        api<SalesDocument>(`${docPath(kind, id)}/status`, { method: 'POST', body: input }),
      keys,
    ),
    /** Queued and answered at once; `idempotencyKey` makes a repeated press queue one mail. */
    send: useRefetchingMutation(
      ({ id, input, idempotencyKey }: { id: string; input: SendDocumentInput; idempotencyKey: string }) =>
        api<MailDelivery>(`${docPath(kind, id)}/send`, { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
      [...keys, ['mail-deliveries'] as const],
    ),
  };
}

/** The PDF: inline for the preview frame, or as a download (?download=1). Both are logged as 印刷/ダウンロード. */
export function pdfUrl(kind: DocumentKind, id: string, { download = false } = {}): string {
  return `${docPath(kind, id)}/pdf${download ? '?download=1' : ''}`;
}

/** CSV of the rows the list's filters select. */
export function csvUrl(kind: DocumentKind, query: URLSearchParams, encoding: 'utf8' | 'sjis'): string {
  const params = new URLSearchParams(query);
  for (const key of ['page', 'sort', 'order']) params.delete(key);
  params.set('encoding', encoding);
  return `${base(kind)}/export?${params}`;
}

export type ArchiveEncoding = 'utf8' | 'sjis';

/** 電子帳簿保存法: one ZIP of every kind the user may read, issued in the period: CSV files and PDFs. */
export function archiveUrl(from: string, to: string, encoding: ArchiveEncoding): string {
  return `/api/documents/archive?${new URLSearchParams({ from, to, encoding })}`;
}

/** Keeps a kind's screens live: a colleague's change reloads them (and after a dropped connection). */
export function useLiveDocuments(kind: DocumentKind) {
  const queryClient = useQueryClient();
  useCompanyEvents(['document.changed'], () => {
    void queryClient.invalidateQueries({ queryKey: documentsKey(kind) }, { cancelRefetch: false });
  });
}
