import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultLinkExpiryDays } from '@/core/document-links';
import type { Db, Tx } from '../../../db/client';
import { documentLinkSettings, documentLinks } from '../../../db/schema';

/** 256 random bits, URL-safe: the token is the capability to read the document, and is never stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What is stored and looked up: the SHA-256 of the token. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export type LinkSettings = { expiryDays: number; notifyOnOpen: boolean };

export async function linkSettingsOf(db: Db | Tx, companyId: string): Promise<LinkSettings> {
  const [row] = await db.select().from(documentLinkSettings).where(eq(documentLinkSettings.companyId, companyId));
  return { expiryDays: row?.expiryDays ?? defaultLinkExpiryDays, notifyOnOpen: row?.notifyOnOpen ?? true };
}

export async function saveLinkSettings(db: Db, companyId: string, settings: LinkSettings): Promise<LinkSettings> {
  await db
    .insert(documentLinkSettings)
    .values({ companyId, ...settings })
    .onConflictDoUpdate({ target: documentLinkSettings.companyId, set: { ...settings, updatedAt: new Date() } });
  return linkSettingsOf(db, companyId);
}

/** A link being sent: its token (for the mail) and when it stops opening the page. */
export type PendingLink = { token: string; expiresAt: Date };

export async function pendingLink(db: Db, companyId: string, now = new Date()): Promise<PendingLink> {
  const { expiryDays } = await linkSettingsOf(db, companyId);
  return { token: newLinkToken(), expiresAt: new Date(now.getTime() + expiryDays * 86_400_000) };
}

/** Written in the transaction of the mail that carries it: no mail, no link. */
export async function insertDocumentLink(
  tx: Tx,
  link: PendingLink,
  row: { companyId: string; documentId: string; customerId: string | null; deliveryId: string; createdBy: string },
): Promise<void> {
  await tx.insert(documentLinks).values({
    id: crypto.randomUUID(),
    ...row,
    tokenHash: hashLinkToken(link.token),
    expiresAt: link.expiresAt,
  });
}
