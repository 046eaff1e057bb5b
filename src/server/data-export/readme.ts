import { formatJapanDateTime } from '@/core/format';
import { exportTables } from './tables';

/** Rows written per table (by its name), and the images and PDFs added. */
export type ExportCounts = { rows: Record<string, number>; images: number; pdfs: number };

/** README.txt of the export: what each file holds, in Japanese, with CRLF and a BOM for Windows' editors. */
export function readmeText(companyName: string, counts: ExportCounts, at: Date): string {
  const tables = exportTables.map(
    (t) => `  ${t.name}.csv / ${t.name}.json … ${t.label}（${(counts.rows[t.name] ?? 0).toLocaleString('ja-JP')}件）`,
  );
  const lines = [
    `${companyName} のデータ`,
    `書き出した日時: ${formatJapanDateTime(at)}`,
    '',
    'このZIPには、この会社のデータがすべて入っています。',
    '',
    '■ 表のデータ（csv フォルダと json フォルダ）',
    '同じ表を2つの形式で収めています。',
    '  csv/  … Excelで開けるCSV（UTF-8・BOM付き）。1行目は列名です。',
    '          customers.csv と products.csv は、顧客管理・商品管理の「CSV出力」と同じ日本語の列名で、',
    '          先頭のID列のほかはそのまま「CSV取込」に使えます。ほかの表の列名はデータベースの列名です。',
    '  json/ … すべての列を、データベースの列名のまま収めたJSON（行の配列）。',
    '日時はISO 8601（UTC）、金額は円の整数です。表どうしは id と「〜_id」の列でつながっています。',
    '',
    ...tables,
    '',
    '■ 画像（画像 フォルダ）',
    `  アップロードした画像（会社のロゴと印影、商品画像、メニューの写真）: ${counts.images.toLocaleString('ja-JP')}件`,
    '  ファイル名は「画像ID.拡張子」です。画像IDは files の id で、companies の logo_file_id・seal_file_id、',
    '  products と menu_items の image_file_id に書かれています。',
    '',
    '■ 帳票のPDF（帳票PDF フォルダ）',
    `  発行した帳票ごとに、発行したときに保存したPDF: ${counts.pdfs.toLocaleString('ja-JP')}件`,
    '  帳票の種類ごとのフォルダに「発行日_帳票番号.pdf」の名前で入っています。',
    '  documents の pdf_sha256 はこのPDFのSHA-256で、発行後に変わっていないことを確かめられます。',
    '  下書きにはPDFがありません。',
    '',
    '■ 含まれないもの',
    '  パスワード、ログイン中のセッション、プッシュ通知の鍵など、ログインや通知のための秘密の値は含まれません。',
    '  座席のQRコードのURLに使う秘密の値（seats の token）も含まれません。',
    '',
  ];
  return `\ufeff${lines.join('\r\n')}`;
}
