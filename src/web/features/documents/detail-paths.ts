import { type DocumentKind, kindInfo } from '@/core/documents';

/** Screen paths of one document; the router's routes are /{path}/:id and /{path}/:id/edit. */
export const detailPath = (kind: DocumentKind, id: string) => `${kindInfo[kind].path}/${encodeURIComponent(id)}`;
export const editPath = (kind: DocumentKind, id: string) => `${detailPath(kind, id)}/edit`;
export const listPath = (kind: DocumentKind) => kindInfo[kind].path;
