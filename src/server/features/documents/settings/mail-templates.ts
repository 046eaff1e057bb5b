import { eq, sql } from 'drizzle-orm';
import type { MailTemplateSetting } from '@/core/contracts/mail-templates';
import {
  defaultMailTemplate,
  isMailTemplateKind,
  type MailTemplate,
  type MailTemplateKind,
  mailTemplateKinds,
} from '@/core/mail-templates';
import type { MailTemplateInput } from '@/core/schemas/mail-templates';
import { actorOf, recordOperation } from '../../../audit/record-operation';
import type { Db, Tx } from '../../../db/client';
import { documentSettings } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { notFound } from '../../../http/errors';
import { loadSettings } from './document-settings';

/** The kind named in a URL, or a 404. */
export function mailTemplateKindOf(value: string): MailTemplateKind {
  if (!isMailTemplateKind(value)) throw notFound('この帳票にはメールの文面の設定がありません');
  return value;
}

const settingOf = (kind: MailTemplateKind, own: MailTemplate | undefined): MailTemplateSetting =>
  own ? { kind, ...own, isDefault: false } : { kind, ...defaultMailTemplate(kind), isDefault: true };

/** The text a kind's mail starts from: the company's own, else the default. */
export async function mailTemplateOf(db: Db | Tx, companyId: string, kind: MailTemplateKind): Promise<MailTemplate> {
  const { subject, body } = settingOf(kind, (await loadSettings(db, companyId)).mailTemplates[kind]);
  return { subject, body };
}

export async function listMailTemplates(db: Db | Tx, companyId: string): Promise<MailTemplateSetting[]> {
  const { mailTemplates } = await loadSettings(db, companyId);
  return mailTemplateKinds.map((kind) => settingOf(kind, mailTemplates[kind]));
}

/**
 * Saves one kind's text, or (null) drops it for the default. One statement on the row's jsonb, so
 * two admins saving two kinds at once both keep theirs.
 */
async function writeTemplate(db: Db, user: CompanyUser, kind: MailTemplateKind, template: MailTemplate | null) {
  await db.transaction(async (tx) => {
    const next = template
      ? sql`${documentSettings.mailTemplates} || jsonb_build_object(${kind}::text, ${JSON.stringify(template)}::jsonb)`
      : sql`${documentSettings.mailTemplates} - ${kind}::text`;
    await tx
      .insert(documentSettings)
      .values({ companyId: user.companyId, mailTemplates: template ? { [kind]: template } : {} })
      .onConflictDoUpdate({ target: documentSettings.companyId, set: { mailTemplates: next, updatedAt: new Date() } });
    await recordOperation(tx, actorOf(user), {
      operationType: template ? 'settings.mail-template.update' : 'settings.mail-template.reset',
      targetType: 'company',
      targetId: user.companyId,
      detail: { kind },
    });
  });
  const [row] = await db
    .select({ mailTemplates: documentSettings.mailTemplates })
    .from(documentSettings)
    .where(eq(documentSettings.companyId, user.companyId));
  return settingOf(kind, row?.mailTemplates[kind]);
}

export const saveMailTemplate = (db: Db, user: CompanyUser, kind: MailTemplateKind, input: MailTemplateInput) =>
  writeTemplate(db, user, kind, { subject: input.subject, body: input.body });

/** 初期値に戻す */
export const resetMailTemplate = (db: Db, user: CompanyUser, kind: MailTemplateKind) => writeTemplate(db, user, kind, null);
