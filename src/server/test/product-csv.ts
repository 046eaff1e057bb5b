const header = '商品コード,商品名,フリガナ,単位,単価,税区分,原価,説明,状態';

/** A products CSV of `rowCount` valid rows (the last one replaced by `lastRow` if given), as a user would export it. */
export function productCsv(rowCount: number, lastRow?: string) {
  const rows = Array.from(
    { length: rowCount },
    (_, i) =>
      `P${String(i).padStart(6, '0')},"業務用 商品 ${i}",ぎょうむよう しょうひん,個,${100 + (i % 900)},10%,50,"説明文, 倉庫 ${i % 20}",有効`,
  );
  if (lastRow) rows[rowCount - 1] = lastRow;
  return `${header}\r\n${rows.join('\r\n')}\r\n`;
}
