import { notFound } from '../../http/errors';

/** The one answer for a seat that is not the company's (or no longer exists). */
export const seatNotFound = () => notFound('座席が見つかりません');
