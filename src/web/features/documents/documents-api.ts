import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import {
  documentArchiveEndpoints as archiveEndpoints,
  type DocumentArchive,
  documentEndpoints as endpoints,
} from '@/core/contracts/documents';
import { pathOf } from '@/core/contracts/endpoint';
import { documentMailEndpoints } from '@/core/contracts/mail-templates';
import type { DeliveryMethod } from '@/core/document-links';
import { type DocumentKind, documentKinds, kindInfo } from '@/core/documents';
import { isBilledKind } from '@/core/payments';
import type {
  DocumentArchiveInput,
  DocumentInput,
  DocumentStatusInput,
  SendDocumentInput,
  SuppliedSettlementInput,
} from '@/core/schemas/documents';
import { call } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';
import { useCompanyEvents } from '@/web/lib/use-company-events';

/** The kind of the screen, from its first path segment (/quotation, /sales, /purchase, /delivery). */
export function useDocumentKind(): DocumentKind {
  const { pathname } = useLocation();
  const segment = `/${pathname.split('/')[1] ?? ''}`;
  return documentKinds.find((k) => kindInfo[k].path === segment) ?? 'quotation';
}

export const documentsKey = (kind: DocumentKind) => ['documents', kind] as const;

/** One page of a kind's list; `query` carries q, filters, page, sort and order as the API names them. */
export function useDocumentList(kind: DocumentKind, query: URLSearchParams) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'list', query.toString()],
    queryFn: ({ signal }) => call(endpoints.list, { params: { kind }, query: Object.fromEntries(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDocument(kind: DocumentKind, id: string | undefined) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'one', id],
    queryFn: ({ signal }) => call(endpoints.get, { params: { kind, id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

/** 訂正削除の履歴: the operations on every version of the document, oldest first. */
export function useDocumentHistory(kind: DocumentKind, id: string) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'history', id],
    queryFn: ({ signal }) => call(endpoints.history, { params: { kind, id }, signal }),
  });
}

/** Rounding mode, bank accounts, default notes, today and the issuer, for the editor and preview. */
export function useDocumentContext(kind: DocumentKind) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'context'],
    queryFn: ({ signal }) => call(endpoints.context, { params: { kind }, signal }),
  });
}

/** Customers to pick as counterparty (also suppliers for purchase orders); active ones, 20 at most. */
export function useCounterparties(kind: DocumentKind, q: string) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'counterparties', q],
    queryFn: ({ signal }) => call(endpoints.counterparties, { params: { kind }, query: { q }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Products to fill a line from; active ones, 20 at most. */
export function useProductChoices(kind: DocumentKind, q: string) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'products', q],
    queryFn: ({ signal }) => call(endpoints.products, { params: { kind }, query: { q }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every action on documents; each reloads the kind's queries (and, for conversions, every kind). */
export function useDocumentActions(kind: DocumentKind) {
  const keys = [documentsKey(kind)];
  const all = [['documents'] as const];
  return {
    create: useRefetchingMutation((input: DocumentInput) => call(endpoints.create, { params: { kind }, body: input }), keys),
    update: useRefetchingMutation(
      ({ id, input }: { id: string; input: DocumentInput }) => call(endpoints.update, { params: { kind, id }, body: input }),
      keys,
    ),
    remove: useRefetchingMutation((id: string) => call(endpoints.remove, { params: { kind, id } }), keys),
    issue: useRefetchingMutation(
      ({ id, confirmLatePayment = false }: { id: string; confirmLatePayment?: boolean }) =>
        call(endpoints.issue, { params: { kind, id }, body: { confirmLatePayment } }),
      keys,
    ),
    revise: useRefetchingMutation((id: string) => call(endpoints.revise, { params: { kind, id } }), keys),
    duplicate: useRefetchingMutation((id: string) => call(endpoints.duplicate, { params: { kind, id } }), keys),
    convert: useRefetchingMutation(
      ({ id, to }: { id: string; to: DocumentKind }) => call(endpoints.convert, { params: { kind, id }, body: { to } }),
      all,
    ),
    /** 返品・値引き from this invoice or 合計請求書: no lines for 全額. */
    creditNote: useRefetchingMutation(async ({ id, lines }: { id: string; lines?: { index: number; quantity: string }[] }) => {
      // Offered on invoices and 合計請求書 only (DetailInvoiceActions): no other kind has an endpoint for it.
      if (!isBilledKind(kind)) throw new Error(`${kind} has no 返品・値引き`);
      return call(endpoints.creditNote[kind], { params: { id }, body: lines ? { lines } : {} });
    }, all),
    /** 領収書を発行 for this paid invoice; it comes back issued. */
    receipt: useRefetchingMutation(
      ({ id, addressee, purpose }: { id: string; addressee: string; purpose: string }) =>
        call(endpoints.receipt, { params: { id }, body: { addressee, purpose } }),
      all,
    ),
    setStatus: useRefetchingMutation(
      ({ id, input }: { id: string; input: DocumentStatusInput }) => call(endpoints.status, { params: { kind, id }, body: input }),
      keys,
    ),
    /** 有償支給原材料 of an issued 発注書 決済済み on a day, or cleared (settledOn null). */
    settleSupplied: useRefetchingMutation(
      ({ id, index, input }: { id: string; index: number; input: SuppliedSettlementInput }) =>
        call(endpoints.suppliedSettlement, { params: { id, index: String(index) }, body: input }),
      keys,
    ),
    /** Queued and answered at once; `idempotencyKey` makes a repeated press queue one mail. */
    send: useRefetchingMutation(
      ({ id, input, idempotencyKey }: { id: string; input: SendDocumentInput & { method?: DeliveryMethod }; idempotencyKey: string }) =>
        call(endpoints.send, { params: { kind, id }, body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
      [...keys, ['mail-deliveries'] as const],
    ),
  };
}

/** The mail a document would go out with (the company's 送信メールの文面, filled in): the send form starts from it. */
export function useMailDraft(kind: DocumentKind, id: string) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'mail-draft', id],
    queryFn: ({ signal }) => call(documentMailEndpoints.mailDraft, { params: { kind, id }, signal }),
    // What it says follows 設定 and the customer's address: read afresh each time the form opens.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The PDF: inline for the preview frame, for printing (?print=1) or as a download (?download=1).
 * Only the last two are recorded in 訂正削除の履歴 (印刷・ダウンロード).
 */
export function pdfUrl(
  kind: DocumentKind,
  id: string,
  { purpose = 'preview' }: { purpose?: 'preview' | 'print' | 'download' } = {},
): string {
  const query = purpose === 'download' ? { download: '1' } : purpose === 'print' ? { print: '1' } : undefined;
  return pathOf(endpoints.pdf, { kind, id }, query);
}

/** CSV of the rows the list's filters select. */
export function csvUrl(kind: DocumentKind, query: URLSearchParams, encoding: 'utf8' | 'sjis'): string {
  const params = new URLSearchParams(query);
  for (const key of ['page', 'sort', 'order']) params.delete(key);
  return pathOf(endpoints.export, { kind }, { ...Object.fromEntries(params), encoding });
}

export type ArchiveEncoding = 'utf8' | 'sjis';

const archivesKey = ['documents', 'archives'] as const;
/** How often the list is asked again while a ZIP is being written. */
const archivePollMs = 1000;
const isArchiveUnfinished = (archive: DocumentArchive) => archive.state === 'queued' || archive.state === 'running';

/** The member's recent 期間エクスポート, newest first; followed every second while one is being written. */
export function useDocumentArchives() {
  return useQuery({
    queryKey: archivesKey,
    queryFn: ({ signal }) => call(archiveEndpoints.list, { signal }),
    refetchInterval: (query) => (query.state.data?.some(isArchiveUnfinished) ? archivePollMs : false),
  });
}

/** 電子帳簿保存法: asks for one ZIP of every kind the user may read, issued in the period (written by a job). */
export function useCreateDocumentArchive() {
  return useRefetchingMutation(
    // One key per press: a request repeated by the network queues one ZIP.
    (input: DocumentArchiveInput) => call(archiveEndpoints.create, { body: input, headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    [archivesKey],
  );
}

export const archiveDownloadUrl = (id: string) => pathOf(archiveEndpoints.download, { id });

/** Keeps a kind's screens live: a colleague's change reloads them (and after a dropped connection). */
export function useLiveDocuments(kind: DocumentKind) {
  const queryClient = useQueryClient();
  useCompanyEvents(['document.changed'], () => {
    void queryClient.invalidateQueries({ queryKey: documentsKey(kind) }, { cancelRefetch: false });
  });
}
