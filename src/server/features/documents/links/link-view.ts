import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DocumentLinks } from '@/core/contracts/document-links';
import { type LinkState, linkStateOf } from '@/core/document-links';
import { documentNumberLabel } from '@/core/documents';
import type { Db } from '../../../db/client';
import { documentLinkEvents, documentLinks, mailDeliveries, users } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { notFound } from '../../../http/errors';
import { recordDocumentChange } from '../document-change';
import type { DocumentRow } from '../view';

/** A document's links, what the customer did with them, and its mails that did not reach them. */
export async function documentLinksOf(db: Db, companyId: string, documentId: string, now = new Date()): Promise<DocumentLinks> {
  const links = await db
    .select({ link: documentLinks, to: mailDeliveries.toAddress, createdByName: users.name })
    .from(documentLinks)
    .leftJoin(mailDeliveries, and(eq(mailDeliveries.companyId, documentLinks.companyId), eq(mailDeliveries.id, documentLinks.deliveryId)))
    .leftJoin(users, eq(users.id, documentLinks.createdBy))
    .where(and(eq(documentLinks.companyId, companyId), eq(documentLinks.documentId, documentId)))
    .orderBy(desc(documentLinks.createdAt));
  const events = await db
    .select()
    .from(documentLinkEvents)
    .where(and(eq(documentLinkEvents.companyId, companyId), eq(documentLinkEvents.documentId, documentId)))
    .orderBy(desc(documentLinkEvents.createdAt))
    .limit(200);
  const [failed] = await db
    .select({ n: count() })
    .from(mailDeliveries)
    .where(
      and(
        eq(mailDeliveries.companyId, companyId),
        eq(mailDeliveries.documentId, documentId),
        eq(mailDeliveries.kind, 'document'),
        eq(mailDeliveries.status, 'failed'),
      ),
    );
  return {
    state: linkStateOf(links.map((l) => l.link)),
    links: links.map(({ link, to, createdByName }) => ({
      id: link.id,
      to: to ?? '',
      createdAt: link.createdAt.toISOString(),
      createdByName: createdByName ?? '',
      expiresAt: link.expiresAt.toISOString(),
      revokedAt: link.revokedAt?.toISOString() ?? null,
      firstOpenedAt: link.firstOpenedAt?.toISOString() ?? null,
      receivedAt: link.receivedAt?.toISOString() ?? null,
      isActive: !link.revokedAt && link.expiresAt > now,
    })),
    events: events.map((e) => ({ id: e.id, type: e.type, at: e.createdAt.toISOString(), ipAddress: e.ipAddress })),
    failedMails: failed?.n ?? 0,
  };
}

/** The Web送付 state of each of these documents (those without a link are left out). */
export async function linkStatesOf(db: Db, companyId: string, documentIds: string[]): Promise<Map<string, LinkState>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({ documentId: documentLinks.documentId, firstOpenedAt: documentLinks.firstOpenedAt, receivedAt: documentLinks.receivedAt })
    .from(documentLinks)
    .where(and(eq(documentLinks.companyId, companyId), inArray(documentLinks.documentId, documentIds)));
  const byDocument = new Map<string, typeof rows>();
  for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
  return new Map([...byDocument].map(([id, links]) => [id, linkStateOf(links)]));
}

/**
 * 無効にする: the link answers as an unknown one from now on. The first revocation is written to
 * 操作履歴 with the address the link went to; revoking it again changes and records nothing.
 */
export async function revokeDocumentLink(db: Db, user: CompanyUser, document: DocumentRow, linkId: string) {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(documentLinks)
      .set({ revokedAt: new Date(), revokedBy: user.id })
      .where(
        and(
          eq(documentLinks.companyId, user.companyId),
          eq(documentLinks.documentId, document.id),
          eq(documentLinks.id, linkId),
          isNull(documentLinks.revokedAt),
        ),
      )
      .returning({ id: documentLinks.id, deliveryId: documentLinks.deliveryId });
    if (!revoked) {
      const [exists] = await tx
        .select({ id: documentLinks.id })
        .from(documentLinks)
        .where(and(eq(documentLinks.companyId, user.companyId), eq(documentLinks.documentId, document.id), eq(documentLinks.id, linkId)));
      if (!exists) throw notFound('リンクが見つかりません');
      return;
    }
    const [mail] = revoked.deliveryId
      ? await tx
          .select({ to: mailDeliveries.toAddress })
          .from(mailDeliveries)
          .where(and(eq(mailDeliveries.companyId, user.companyId), eq(mailDeliveries.id, revoked.deliveryId)))
      : [];
    await recordDocumentChange(
      tx,
      user,
      'document.link-revoke',
      { kind: document.kind, id: document.id },
      { number: documentNumberLabel(document.number, document.revision), linkId, to: mail?.to ?? '' },
    );
  });
}
