/** The short terms shown on sign-up; the partner's name stands for the service provider. */
export function TermsText({ serviceName }: { serviceName: string }) {
  const articles = [
    ['第1条（適用）', `本規約は、${serviceName}（以下「本サービス」）の利用に関する条件を定めるものです。`],
    ['第2条（アカウント）', '登録者は、登録したメールアドレスとパスワードを自らの責任で管理するものとします。'],
    ['第3条（禁止事項）', '法令に違反する行為、他の利用者や第三者の権利を侵害する行為、本サービスの運営を妨げる行為を禁止します。'],
    ['第4条（データの取り扱い）', '登録された情報は、本サービスの提供とサポートの目的にのみ利用します。'],
    ['第5条（免責）', '当社は、本サービスの中断・停止によって生じた損害について、故意または重大な過失がある場合を除き責任を負いません。'],
    ['第6条（規約の変更）', '当社は、必要に応じて本規約を変更できるものとし、変更後の規約は本サービス上に掲示した時点で効力を生じます。'],
  ] as const;
  return (
    <section
      aria-label="利用規約"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be read.
      tabIndex={0}
      className="max-h-36 overflow-y-auto rounded-md border bg-muted/50 px-3 py-2.5 text-xs leading-relaxed text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <p className="mb-1.5 font-medium text-foreground">利用規約</p>
      {articles.map(([heading, body]) => (
        <p key={heading} className="mb-1.5">
          <span className="font-medium">{heading}</span> {body}
        </p>
      ))}
    </section>
  );
}
