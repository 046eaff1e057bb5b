import { z } from 'zod';
import { confirmTokenInput } from '../schemas/account';
import { registerInput } from '../schemas/register';
import { endpoint } from './endpoint';

/** Public sign-up (/register) on a partner's subdomain; anyone may call it, as often as sign-in. */
export const registerEndpoints = {
  /** A taken address answers exactly like a new one (its owner gets a mail), so the form reveals no account. */
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    summary: '会社を新規登録する',
    body: registerInput,
    status: 201,
    /** `next`: /success, or a billing provider's checkout URL. */
    response: z.object({ next: z.string() }),
    errors: [],
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/register/verify',
    summary: '登録したメールアドレスを確認する',
    body: confirmTokenInput,
    response: z.object({ ok: z.literal(true) }),
    errors: ['INVALID_TOKEN'],
  }),
};
