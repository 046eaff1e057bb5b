import { statementEndpoints as endpoints } from '@/core/contracts/statements';
import { companyUserOf } from '../../../auth/session';
import { contractRouter } from '../../../http/contract-router';
import type { AppEnv } from '../../../http/env';
import type { SendDeps } from '../send-document';
import { issueClosingWithPdfs } from './issue-closing';
import { mailStatement } from './mail-statement';
import { previewClosing } from './preview-closing';

/**
 * /api/documents/statement/closing: the batch of a 締め日 — preview, issue all (answering how many
 * PDFs could not be kept at issue: `pdfPending`), mail one by one (each queued and answered 202).
 * Under the statement kind's API prefix, so the guard checks the invoice flag as for the
 * statements themselves; mounted before the documents router, which serves the rest.
 */
export function statementClosingRoutes({ db, outbox, ...output }: SendDeps) {
  const { app, on } = contractRouter<AppEnv>('/api/documents/statement/closing');
  on(endpoints.closing, async (c) => c.json(await previewClosing(db, companyUserOf(c).companyId, c.req.valid('query').closingDate)));
  on(endpoints.issue, async (c) => {
    const user = companyUserOf(c);
    const input = c.req.valid('json');
    const issued = await issueClosingWithPdfs({ db, ...output }, user, input);
    return c.json({ ...issued, ...(await previewClosing(db, user.companyId, input.closingDate)) });
  });
  on(endpoints.mail, async (c) => c.json(await mailStatement({ db, outbox, ...output }, companyUserOf(c), c.req.valid('json')), 202));
  return app;
}
