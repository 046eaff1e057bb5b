import { z } from 'zod';
import { documentLinkEventTypes, linkStates } from '../document-links';
import { webDeliverySettingsInput } from '../schemas/document-links';
import { endpoint } from './endpoint';

/** Web送付 of one document (/api/documents/{kind}/{id}/links), gated like the document. */

export const documentLinkView = z.object({
  id: z.string(),
  /** 送信先 of the mail that carried it. */
  to: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  firstOpenedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  /** Opens the page now: neither expired nor revoked. */
  isActive: z.boolean(),
});
export type DocumentLinkView = z.output<typeof documentLinkView>;

export const documentLinkEvent = z.object({
  id: z.string(),
  type: z.enum(documentLinkEventTypes),
  at: z.string(),
  ipAddress: z.string(),
});
export type DocumentLinkEvent = z.output<typeof documentLinkEvent>;

export const documentLinks = z.object({
  state: z.enum(linkStates),
  links: z.array(documentLinkView),
  /** 開封確認, newest first. */
  events: z.array(documentLinkEvent),
  /** Mails of this document the mail server refused for good (送信失敗): the customer did not get them. */
  failedMails: z.number(),
});
export type DocumentLinks = z.output<typeof documentLinks>;

export const webDeliverySettings = z.object({ expiryDays: z.number(), notifyOnOpen: z.boolean() });
export type WebDeliverySettings = z.output<typeof webDeliverySettings>;

export const documentLinkEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/documents/:kind/:id/links',
    summary: '帳票のWeb送付と開封確認',
    response: documentLinks,
    errors: ['NOT_FOUND'],
  }),
  /** The link stops opening the page at once; what was recorded stays. */
  revoke: endpoint({
    method: 'POST',
    path: '/api/documents/:kind/:id/links/:linkId/revoke',
    summary: 'Web送付のリンクを無効にする',
    response: documentLinks,
    errors: ['NOT_FOUND'],
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/settings/web-delivery',
    summary: 'Web送付の設定',
    response: webDeliverySettings,
    errors: [],
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/settings/web-delivery',
    summary: 'Web送付の設定を保存する',
    body: webDeliverySettingsInput,
    response: webDeliverySettings,
    errors: [],
  }),
};
