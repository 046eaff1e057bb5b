import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { customerDefinition } from '../features/customers/definition';
import { productDefinition } from '../features/products/definition';
import type { MasterDataDefinition } from '../master-data/define';

/**
 * The tables of a company's data export (データの書き出し), each written as csv/{name}.csv and
 * json/{name}.json. Every table holding a company's rows is here or in `notExported` with the
 * reason (a test keeps the two lists complete as tables are added).
 */
export type ExportTable = {
  /** The table's own name: the files' name. */
  name: string;
  /** What README.txt calls it. */
  label: string;
  table: PgTable;
  /** The column holding the company's id: only its rows are read. */
  scope: PgColumn;
  /**
   * A column unique within the company: the rows are read a page at a time in its order. None for
   * the tables of a few rows per company, read at once.
   */
  key?: PgColumn;
  /** Columns never exported. */
  omit?: PgColumn[];
  /** The screen's own CSV layout (Japanese headers), written after an ID column. */
  csv?: MasterDataDefinition<unknown>;
};

const s = schema;

export const exportTables: ExportTable[] = [
  { name: 'companies', label: '会社情報（自社情報・ロゴと印影の画像ID）', table: s.companies, scope: s.companies.id },
  { name: 'users', label: '担当者（パスワードは含みません）', table: s.users, scope: s.users.companyId, key: s.users.id },
  {
    name: 'customers',
    label: '顧客',
    table: s.customers,
    scope: s.customers.companyId,
    key: s.customers.id,
    csv: customerDefinition as MasterDataDefinition<unknown>,
  },
  {
    name: 'products',
    label: '商品',
    table: s.products,
    scope: s.products.companyId,
    key: s.products.id,
    csv: productDefinition as MasterDataDefinition<unknown>,
  },
  {
    name: 'documents',
    label: '帳票（見積書・請求書・発注書・納品書・返品値引き・領収書・合計請求書）',
    table: s.documents,
    scope: s.documents.companyId,
    key: s.documents.id,
  },
  { name: 'document_lines', label: '帳票の明細', table: s.documentLines, scope: s.documentLines.companyId, key: s.documentLines.id },
  {
    name: 'document_number_sequences',
    label: '帳票番号の採番',
    table: s.documentNumberSequences,
    scope: s.documentNumberSequences.companyId,
  },
  { name: 'document_settings', label: '帳票設定', table: s.documentSettings, scope: s.documentSettings.companyId },
  { name: 'bank_accounts', label: '振込先', table: s.bankAccounts, scope: s.bankAccounts.companyId, key: s.bankAccounts.id },
  { name: 'statements', label: '合計請求書の集計', table: s.statements, scope: s.statements.companyId, key: s.statements.documentId },
  {
    name: 'statement_sources',
    label: '合計請求書に含めた納品書',
    table: s.statementSources,
    scope: s.statementSources.companyId,
    key: s.statementSources.sourceId,
  },
  { name: 'payments', label: '入金', table: s.payments, scope: s.payments.companyId, key: s.payments.id },
  {
    name: 'payment_allocations',
    label: '入金の消込',
    table: s.paymentAllocations,
    scope: s.paymentAllocations.companyId,
    key: s.paymentAllocations.id,
  },
  {
    name: 'bank_statement_lines',
    label: '取り込んだ入金明細',
    table: s.bankStatementLines,
    scope: s.bankStatementLines.companyId,
    key: s.bankStatementLines.id,
  },
  { name: 'bank_csv_mappings', label: '入金明細CSVの列の対応', table: s.bankCsvMappings, scope: s.bankCsvMappings.companyId },
  { name: 'ledger_entries', label: '売掛金の元帳', table: s.ledgerEntries, scope: s.ledgerEntries.companyId, key: s.ledgerEntries.id },
  { name: 'accounting_settings', label: '会計連携の設定', table: s.accountingSettings, scope: s.accountingSettings.companyId },
  {
    name: 'recurring_invoices',
    label: '定期請求',
    table: s.recurringInvoices,
    scope: s.recurringInvoices.companyId,
    key: s.recurringInvoices.id,
  },
  {
    name: 'recurring_invoice_runs',
    label: '定期請求の作成記録',
    table: s.recurringInvoiceRuns,
    scope: s.recurringInvoiceRuns.companyId,
    key: s.recurringInvoiceRuns.id,
  },
  {
    name: 'received_documents',
    label: '受領書類（ファイル名・SHA-256・削除の記録）',
    table: s.receivedDocuments,
    scope: s.receivedDocuments.companyId,
    key: s.receivedDocuments.id,
  },
  {
    name: 'received_document_versions',
    label: '受領書類の版（取引年月日・金額・取引先・訂正の理由）',
    table: s.receivedDocumentVersions,
    scope: s.receivedDocumentVersions.companyId,
    key: s.receivedDocumentVersions.id,
  },
  {
    name: 'files',
    label: 'アップロードした画像の一覧（画像フォルダのファイルと同じID）',
    table: s.files,
    scope: s.files.companyId,
    key: s.files.id,
  },
  // The token is the capability to order at the seat (the QR code's URL): a secret, like a password.
  {
    name: 'seats',
    label: '座席（QRコードの秘密の値は含みません）',
    table: s.seats,
    scope: s.seats.companyId,
    key: s.seats.id,
    omit: [s.seats.token],
  },
  {
    name: 'menu_categories',
    label: 'メニューのカテゴリ',
    table: s.menuCategories,
    scope: s.menuCategories.companyId,
    key: s.menuCategories.id,
  },
  { name: 'menu_items', label: 'メニュー', table: s.menuItems, scope: s.menuItems.companyId, key: s.menuItems.id },
  {
    name: 'menu_option_groups',
    label: 'メニューのオプション',
    table: s.menuOptionGroups,
    scope: s.menuOptionGroups.companyId,
    key: s.menuOptionGroups.id,
  },
  {
    name: 'menu_option_choices',
    label: 'メニューのオプションの選択肢',
    table: s.menuOptionChoices,
    scope: s.menuOptionChoices.companyId,
    key: s.menuOptionChoices.id,
  },
  { name: 'cart_items', label: '座席のカート', table: s.cartItems, scope: s.cartItems.companyId },
  { name: 'orders', label: '注文', table: s.orders, scope: s.orders.companyId, key: s.orders.id },
  {
    name: 'seat_requests',
    label: '店員呼び出し・お会計の依頼',
    table: s.seatRequests,
    scope: s.seatRequests.companyId,
    key: s.seatRequests.id,
  },
  {
    name: 'table_service_settings',
    label: '来店とお通しの設定',
    table: s.tableServiceSettings,
    scope: s.tableServiceSettings.companyId,
  },
  {
    name: 'seat_visits',
    label: '来店（人数・客層・来店と会計の時刻）',
    table: s.seatVisits,
    scope: s.seatVisits.companyId,
    key: s.seatVisits.id,
  },
  {
    name: 'seat_payments',
    label: '座席のお会計（支払方法・割引・サービス料）',
    table: s.seatPayments,
    scope: s.seatPayments.companyId,
    key: s.seatPayments.id,
  },
  {
    name: 'order_line_states',
    label: '注文の品ごとの提供済み',
    table: s.orderLineStates,
    scope: s.orderLineStates.companyId,
  },
  { name: 'course_plans', label: '放題プラン', table: s.coursePlans, scope: s.coursePlans.companyId, key: s.coursePlans.id },
  { name: 'course_plan_items', label: '放題プランの対象商品とプラン価格', table: s.coursePlanItems, scope: s.coursePlanItems.companyId },
  { name: 'course_plan_settings', label: '放題プランの設定', table: s.coursePlanSettings, scope: s.coursePlanSettings.companyId },
  { name: 'seat_plans', label: '座席で始めた放題プラン', table: s.seatPlans, scope: s.seatPlans.companyId, key: s.seatPlans.id },
  { name: 'printers', label: 'プリンターの設定', table: s.printers, scope: s.printers.companyId },
  { name: 'print_jobs', label: '印刷できなかった伝票・レシート', table: s.printJobs, scope: s.printJobs.companyId, key: s.printJobs.id },
  { name: 'ordering_hours', label: '注文の受付時間', table: s.orderingHours, scope: s.orderingHours.companyId, key: s.orderingHours.id },
  {
    name: 'ordering_exceptions',
    label: '受付時間の例外（祝日・臨時休業）',
    table: s.orderingExceptions,
    scope: s.orderingExceptions.companyId,
    key: s.orderingExceptions.id,
  },
  {
    name: 'document_links',
    label: 'Web送付のリンク（リンクそのものは含みません）',
    table: s.documentLinks,
    scope: s.documentLinks.companyId,
    key: s.documentLinks.id,
    omit: [s.documentLinks.tokenHash],
  },
  {
    name: 'document_link_events',
    label: 'Web送付の開封確認の記録',
    table: s.documentLinkEvents,
    scope: s.documentLinkEvents.companyId,
    key: s.documentLinkEvents.id,
  },
  { name: 'document_link_settings', label: 'Web送付の設定', table: s.documentLinkSettings, scope: s.documentLinkSettings.companyId },
  { name: 'operation_logs', label: '操作履歴', table: s.operationLogs, scope: s.operationLogs.companyId, key: s.operationLogs.id },
  { name: 'mail_budgets', label: 'メール送信の上限', table: s.mailBudgets, scope: s.mailBudgets.companyId },
  { name: 'mail_sends', label: 'メール送信の記録（直近1時間）', table: s.mailSends, scope: s.mailSends.companyId, key: s.mailSends.id },
  {
    name: 'mail_deliveries',
    label: 'メールの送信記録（宛先・件名・本文・結果）',
    table: s.mailDeliveries,
    scope: s.mailDeliveries.companyId,
    key: s.mailDeliveries.id,
  },
  {
    name: 'mail_recipients',
    label: 'メールを送った宛先',
    table: s.mailRecipients,
    scope: s.mailRecipients.companyId,
    key: s.mailRecipients.address,
  },
  { name: 'events', label: '画面の自動更新の記録', table: s.events, scope: s.events.companyId, key: s.events.id },
  { name: 'event_counters', label: '画面の自動更新の番号', table: s.eventCounters, scope: s.eventCounters.companyId },
];

/** The tables left out, by name, and why. */
export const notExported: Record<string, string> = {
  sessions: 'ログイン中のセッション（トークン）',
  accounts: 'パスワードのハッシュ',
  verifications: 'パスワード再設定などの確認コード',
  rate_limits: 'ログイン試行の回数制限',
  push_subscriptions: 'プッシュ通知の宛先と暗号鍵',
  vapid_keys: 'プッシュ通知の署名鍵（サーバー全体のもの）',
  oems: 'パートナー（会社のデータではありません）',
  partner_parameters: 'パートナーの設定（会社のデータではありません）',
  ledger_replay: 'サーバー全体の移行の記録',
  stored_files: '画像とPDFそのものはファイルとして収めます',
  stored_file_chunks: '画像とPDFそのものはファイルとして収めます',
  master_imports: 'CSV取込の進み具合（取り込んだ商品・顧客はそれぞれの表に収めます）',
  master_import_batches: 'CSV取込を途中で取り消すための記録',
  document_archives: '期間エクスポートの作成状況（ZIPは24時間で削除します。帳票そのものは帳票の表とPDFに収めます）',
};
