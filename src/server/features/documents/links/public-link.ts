import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DocumentLinkEventType } from '@/core/document-links';
import { type DocumentKind, isDocumentKind } from '@/core/documents';
import type { Db, Tx } from '../../../db/client';
import { companies, documentLinkEvents, documentLinks, documents } from '../../../db/schema';
import { publishEvents } from '../../../realtime/publish';
import type { DocumentRow } from '../view';
import { hashLinkToken } from './link-store';

export type LinkRow = typeof documentLinks.$inferSelect;
/** A link that opens its page now, with its document and the company's partner. */
export type OpenLink = { link: LinkRow; document: DocumentRow; oemId: string };

const isOpen = (link: LinkRow, now: Date) => !link.revokedAt && link.expiresAt > now;

/**
 * The link of a token, only where it opens the page now and on its own partner's host. Every
 * token, well-formed or not, known or not, costs the same single look-up by its hash, and every
 * refusal is the same `null`: the page answers an expired, revoked, unknown or foreign link alike.
 */
export async function openLink(db: Db, token: string, hostOemId: string | null, now = new Date()): Promise<OpenLink | null> {
  const [found] = await db
    .select({ link: documentLinks, document: documents, oemId: companies.oemId })
    .from(documentLinks)
    .innerJoin(documents, and(eq(documents.companyId, documentLinks.companyId), eq(documents.id, documentLinks.documentId)))
    .innerJoin(companies, eq(companies.id, documentLinks.companyId))
    .where(eq(documentLinks.tokenHash, hashLinkToken(token)));
  if (!found || !isOpen(found.link, now) || found.oemId !== hostOemId || found.document.status === 'draft') return null;
  return found;
}

/**
 * Another document of the portal (これまでの書類), by its link's id: only a link of the same
 * company and the same customer record, itself still open.
 */
export async function portalLink(db: Db, from: OpenLink, linkId: string, now = new Date()): Promise<OpenLink | null> {
  if (linkId === from.link.id) return from;
  const { customerId, companyId } = from.link;
  if (!customerId || !/^[\w-]{1,64}$/.test(linkId)) return null;
  const [found] = await db
    .select({ link: documentLinks, document: documents })
    .from(documentLinks)
    .innerJoin(documents, and(eq(documents.companyId, documentLinks.companyId), eq(documents.id, documentLinks.documentId)))
    .where(and(eq(documentLinks.companyId, companyId), eq(documentLinks.customerId, customerId), eq(documentLinks.id, linkId)));
  if (!found || !isOpen(found.link, now)) return null;
  return { ...found, oemId: from.oemId };
}

export type PortalEntry = { linkId: string; document: DocumentRow; sentAt: Date; receivedAt: Date | null };

/** これまでの書類: every document sent by a still-open link to this link's customer, newest first, once each. */
export async function portalDocuments(db: Db, from: OpenLink, now = new Date()): Promise<PortalEntry[]> {
  const { customerId, companyId } = from.link;
  const rows = customerId
    ? await db
        .select({ link: documentLinks, document: documents })
        .from(documentLinks)
        .innerJoin(documents, and(eq(documents.companyId, documentLinks.companyId), eq(documents.id, documentLinks.documentId)))
        .where(
          and(
            eq(documentLinks.companyId, companyId),
            eq(documentLinks.customerId, customerId),
            isNull(documentLinks.revokedAt),
            gt(documentLinks.expiresAt, now),
            isNotNull(documentLinks.deliveryId),
          ),
        )
        .orderBy(desc(documentLinks.createdAt))
        .limit(500)
    : [from];
  const seen = new Set<string>();
  const entries: PortalEntry[] = [];
  for (const { link, document } of rows) {
    if (seen.has(document.id) || !isDocumentKind(document.kind)) continue;
    seen.add(document.id);
    entries.push({ linkId: link.id, document, sentAt: link.createdAt, receivedAt: link.receivedAt });
  }
  return entries;
}

/** Records what the customer did (with the address it came from); the back office's screens hear of it. */
export async function recordLinkEvent(tx: Tx, link: LinkRow, type: DocumentLinkEventType, ipAddress: string, kind: DocumentKind) {
  await tx.insert(documentLinkEvents).values({
    id: crypto.randomUUID(),
    companyId: link.companyId,
    linkId: link.id,
    documentId: link.documentId,
    type,
    ipAddress: ipAddress.slice(0, 64),
  });
  await publishEvents(tx, link.companyId, [{ topic: 'company', type: 'document.changed', data: { kind, id: link.documentId } }]);
}

/** Sets a first-time mark (開封, 受領) once: true for the request that set it. */
export async function markOnce(tx: Tx, link: LinkRow, column: 'firstOpenedAt' | 'receivedAt'): Promise<boolean> {
  const target = column === 'firstOpenedAt' ? documentLinks.firstOpenedAt : documentLinks.receivedAt;
  const updated = await tx
    .update(documentLinks)
    .set({ [column]: sql`now()` })
    .where(and(eq(documentLinks.id, link.id), isNull(target)))
    .returning({ id: documentLinks.id });
  return updated.length > 0;
}
