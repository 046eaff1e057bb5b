import { eq } from 'drizzle-orm';
import type { DocumentSettings } from '@/core/contracts/document-settings';
import { documentKinds, formatDocumentNumber, todayInJapan } from '@/core/documents';
import { type DocumentSettingsInput, defaultCodePrefixes } from '@/core/schemas/document-settings';
import { actorOf, recordOperation } from '../../../audit/record-operation';
import type { Db, Tx } from '../../../db/client';
import { documentSettings } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { defaultRule, peekSequence, setSequence } from '../numbering';

export type StoredSettings = typeof documentSettings.$inferSelect;

/** 帳票設定 of a company, with the defaults for what was never set. */
export async function loadSettings(db: Db | Tx, companyId: string): Promise<StoredSettings> {
  const [row] = await db.select().from(documentSettings).where(eq(documentSettings.companyId, companyId));
  const now = new Date();
  return (
    row ?? {
      companyId,
      roundingMode: 'floor',
      numbering: {},
      defaultNotes: {},
      defaultPaymentTerms: null,
      dateStyle: 'gregorian',
      codePrefixes: { ...defaultCodePrefixes },
      mailTemplates: {},
      approvalRules: {},
      createdAt: now,
      updatedAt: now,
    }
  );
}

export const ruleOf = (settings: StoredSettings, kind: (typeof documentKinds)[number]) => settings.numbering[kind] ?? defaultRule(kind);

export async function getDocumentSettings(db: Db | Tx, companyId: string): Promise<DocumentSettings> {
  const settings = await loadSettings(db, companyId);
  const today = todayInJapan();
  const numbering = {} as DocumentSettings['numbering'];
  for (const kind of documentKinds) {
    const rule = ruleOf(settings, kind);
    const nextNumber = await peekSequence(db, companyId, kind, rule, today);
    numbering[kind] = { ...rule, nextNumber, preview: formatDocumentNumber(rule.template, today, nextNumber) };
  }
  return {
    roundingMode: settings.roundingMode,
    numbering,
    defaultNotes: Object.fromEntries(documentKinds.map((k) => [k, settings.defaultNotes[k] ?? ''])) as DocumentSettings['defaultNotes'],
    defaultPaymentTerms: settings.defaultPaymentTerms,
    dateStyle: settings.dateStyle,
    codePrefixes: settings.codePrefixes,
  };
}

/** Saves 帳票設定; a changed 次の番号 moves the current period's counter (numbers stay unique: see issue). */
export async function saveDocumentSettings(db: Db, user: CompanyUser, input: DocumentSettingsInput): Promise<DocumentSettings> {
  await db.transaction(async (tx) => {
    const today = todayInJapan();
    const numbering = Object.fromEntries(
      documentKinds.map((k) => [k, { template: input.numbering[k].template, reset: input.numbering[k].reset }]),
    );
    const values = {
      roundingMode: input.roundingMode,
      numbering,
      defaultNotes: input.defaultNotes,
      defaultPaymentTerms: input.defaultPaymentTerms,
      dateStyle: input.dateStyle,
      codePrefixes: input.codePrefixes,
    };
    await tx
      .insert(documentSettings)
      .values({ companyId: user.companyId, ...values })
      .onConflictDoUpdate({ target: documentSettings.companyId, set: { ...values, updatedAt: new Date() } });
    for (const kind of documentKinds) {
      const rule = numbering[kind] ?? defaultRule(kind);
      if ((await peekSequence(tx, user.companyId, kind, rule, today)) !== input.numbering[kind].nextNumber)
        await setSequence(tx, user.companyId, kind, rule, today, input.numbering[kind].nextNumber);
    }
    await recordOperation(tx, actorOf(user), {
      operationType: 'settings.documents.update',
      targetType: 'company',
      targetId: user.companyId,
      detail: { roundingMode: input.roundingMode, numbering: input.numbering, dateStyle: input.dateStyle },
    });
  });
  return getDocumentSettings(db, user.companyId);
}
