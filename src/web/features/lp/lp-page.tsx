import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { platformName } from '@/web/lib/brand';
import { useHostInfo } from '@/web/lib/session';

/** The partner's public landing page: its name in its colours, and the two ways in. */
export function LpPage() {
  const { data: host } = useHostInfo();
  const name = host?.oem?.name ?? platformName;
  return (
    <main className="flex min-h-dvh flex-col">
      <section className="flex flex-1 flex-col items-center justify-center gap-8 bg-brand px-6 py-20 text-center text-brand-foreground">
        <h1 className="text-3xl font-bold tracking-wide sm:text-4xl">{name}</h1>
        <p className="max-w-xl text-base leading-relaxed opacity-90">
          商品・顧客の管理から見積書・請求書・発注書・納品書の作成まで、日々の業務をひとつにまとめます。
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" className="bg-brand-foreground text-brand hover:bg-brand-foreground/90">
            <Link to="/login">ログイン</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-brand-foreground/60 bg-transparent text-brand-foreground hover:bg-brand-foreground/10 hover:text-brand-foreground"
          >
            <Link to="/register">新規登録</Link>
          </Button>
        </div>
      </section>
      <footer className="bg-background py-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {name}
      </footer>
    </main>
  );
}
