/**
 * For the page as built (a seat the server did not render, decision 007): it names the two reads
 * its first screen needs (the seat's menu and its cart),
 * so a phone on a slow network starts them with the scripts instead of after them: on Fast 3G
 * that is one round trip and the script download earlier. The page's own fetches (same URL,
 * credentials included) take the preloaded answers.
 */
export function withDinerPreloads(html: string, query: { companyId?: string; seatId?: string }): string {
  const { companyId, seatId } = query;
  // Ids are short and plain; anything else is left to the page, which shows its own error.
  const isPlain = (v: string | undefined): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(v);
  if (!isPlain(companyId) || !isPlain(seatId)) return html;
  const seat = `/api/mobile-order/${companyId}/${seatId}`;
  const links = [seat, `${seat}/cart`].map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials">`);
  return html.replace('</head>', `${links.join('')}</head>`);
}
