import { type DocumentKind, documentKinds } from './documents';
import { type AccessSubject, checkAccess } from './permissions';

/**
 * The kinds a user may read: exactly those whose API the guard lets them into, so a new kind
 * (or a new gate) applies to exports over several kinds without a second table.
 */
export function viewableDocumentKinds(subject: AccessSubject): DocumentKind[] {
  return documentKinds.filter((kind) => checkAccess(subject, `/api/documents/${kind}`, 'apiPrefix').allowed);
}
