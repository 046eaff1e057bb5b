import type { PostalAddress } from './contracts/postal-codes';

/**
 * What a 郵便番号 lets a form write into 住所: the whole address when the code names one
 * 町域, the part all its 町域 share (都道府県 + 市区町村) and the 町域 to choose from when it
 * names several. The 番地 is always the user's to type.
 */
export type AddressProposal = { text: string; towns: string[] };

export function proposeAddress(addresses: PostalAddress[]): AddressProposal | null {
  const [first] = addresses;
  if (!first) return null;
  const base = `${first.prefecture}${first.city}`;
  const sameCity = addresses.every((a) => `${a.prefecture}${a.city}` === base);
  if (!sameCity) return { text: first.prefecture, towns: [] };
  if (addresses.length === 1) return { text: `${base}${first.town}`, towns: [] };
  return { text: base, towns: addresses.map((a) => a.town).filter((t) => t !== '') };
}

/** An address the user has not written beyond what a lookup would fill may be replaced by a new lookup. */
export function mayReplaceAddress(current: string, lastFilled: string | null): boolean {
  const text = current.trim();
  return text === '' || (lastFilled !== null && text === lastFilled);
}
