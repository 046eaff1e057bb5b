import { documentLinkEndpoints as endpoints } from '@/core/contracts/document-links';
import type { DocumentKind } from '@/core/documents';
import { companyUserOf } from '../../../auth/session';
import type { Db } from '../../../db/client';
import { contractRouter } from '../../../http/contract-router';
import type { AppEnv } from '../../../http/env';
import { findDocument } from '../view';
import { linkSettingsOf, saveLinkSettings } from './link-store';
import { documentLinksOf, revokeDocumentLink } from './link-view';

type KindEnv = AppEnv & { Variables: { kind: DocumentKind } };
type On = ReturnType<typeof contractRouter<KindEnv>>['on'];

/** Web送付 of a document, on the documents router: gated by the kind's flag like the document itself. */
export function registerDocumentLinkRoutes(on: On, { db }: { db: Db }) {
  on(endpoints.list, async (c) => {
    const user = companyUserOf(c);
    const row = await findDocument(db, user.companyId, c.get('kind'), c.req.param('id'));
    return c.json(await documentLinksOf(db, user.companyId, row.id));
  });
  on(endpoints.revoke, async (c) => {
    const user = companyUserOf(c);
    const row = await findDocument(db, user.companyId, c.get('kind'), c.req.param('id'));
    await revokeDocumentLink(db, user, row, c.req.param('linkId'));
    return c.json(await documentLinksOf(db, user.companyId, row.id));
  });
}

/** 設定 › Web送付 (mounted under /api/settings: admins only, by the API guard). */
export function webDeliverySettingsRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/settings');
  on(endpoints.settings, async (c) => c.json(await linkSettingsOf(db, companyUserOf(c).companyId)));
  on(endpoints.saveSettings, async (c) => {
    const user = companyUserOf(c);
    const saved = await saveLinkSettings(db, user.companyId, c.req.valid('json'));
    return c.json(saved);
  });
  return app;
}
