/** Operation log types and how the history screen names them. */
export const operationTypeLabels = {
  'company.update': '会社情報の更新',
  'staff.invite': '担当者の招待',
  'staff.update': '担当者の更新',
  'staff.deactivate': '担当者の無効化',
  'staff.reactivate': '担当者の有効化',
  'staff.resend-invitation': '招待メールの再送',
  'account.update': 'アカウント情報の更新',
  'account.email-change': 'メールアドレスの変更',
  'account.password-change': 'パスワードの変更',
  'company.register': '新規登録',
  'product.create': '商品の登録',
  'product.update': '商品の更新',
  'product.delete': '商品の削除',
  'product.import': '商品のCSV取り込み',
  'customer.create': '顧客の登録',
  'customer.update': '顧客の更新',
  'customer.delete': '顧客の削除',
  'customer.import': '顧客のCSV取り込み',
  'admin.oem.create': 'パートナーの作成',
  'admin.oem.update': 'パートナーの更新',
  'admin.oem.delete': 'パートナーの削除',
  'admin.company.create': '会社の作成',
  'admin.company.suspend': '会社の利用停止',
  'admin.company.resume': '会社の利用再開',
  'admin.user.reset-password': 'パスワード再設定メールの送信',
  'admin.user.update': 'ユーザーの更新',
} as const;

export type OperationType = keyof typeof operationTypeLabels;

export function operationTypeLabel(type: string): string {
  return (operationTypeLabels as Record<string, string>)[type] ?? type;
}
