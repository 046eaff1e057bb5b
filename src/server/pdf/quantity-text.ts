/** Quantities as typed (1.5), grouped by thousands. */
export const quantityText = (q: string) => {
  const [whole = '0', fraction] = q.split('.');
  return `${Number(whole).toLocaleString('ja-JP')}${fraction ? `.${fraction}` : ''}`;
};
