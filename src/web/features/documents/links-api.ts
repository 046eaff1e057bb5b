import { useQuery } from '@tanstack/react-query';
import { documentLinkEndpoints as endpoints } from '@/core/contracts/document-links';
import type { DocumentKind } from '@/core/documents';
import { call } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';
import { documentsKey } from './documents-api';

/** Web送付 of a document: its links, 開封確認 and refused mails; the company's live events keep it current. */
export function useDocumentLinks(kind: DocumentKind, id: string) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'links', id],
    queryFn: ({ signal }) => call(endpoints.list, { params: { kind, id }, signal }),
  });
}

export function useRevokeLink(kind: DocumentKind, id: string) {
  return useRefetchingMutation((linkId: string) => call(endpoints.revoke, { params: { kind, id, linkId } }), [documentsKey(kind)]);
}
