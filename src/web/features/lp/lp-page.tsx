import { Link } from 'react-router';
import { japanDateTimeParts } from '@/core/calendar';
import { Button } from '@/web/components/ui/primitives/button';
import { platformName } from '@/web/lib/brand';
import { useHostInfo } from '@/web/lib/session';
import { lpContent } from './lp-content';

const onBrandOutline =
  'border-brand-foreground/60 bg-transparent text-brand-foreground hover:bg-brand-foreground/10 hover:text-brand-foreground';
const onBrandSolid = 'bg-brand-foreground text-brand hover:bg-brand-foreground/90';

/** The partner's public landing page: its name in its colours, what it offers, and the two ways in. */
export function LpPage() {
  const { data: host } = useHostInfo();
  const name = host?.oem?.name ?? platformName;
  const content = lpContent(host?.oem?.type ?? null);
  return (
    <main className="flex min-h-dvh flex-col">
      <section className="bg-brand px-6 py-20 text-center text-brand-foreground sm:py-28">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6">
          <p className="text-sm font-medium tracking-wider opacity-80">{content.lead}</p>
          <h1 className="text-3xl font-bold tracking-wide sm:text-5xl">{name}</h1>
          <p className="max-w-xl text-base leading-relaxed opacity-90">{content.headline}</p>
          <CallToAction />
        </div>
      </section>
      <section aria-labelledby="lp-features" className="flex-1 bg-background px-6 py-16">
        <div className="mx-auto max-w-5xl">
          <h2 id="lp-features" className="mb-10 text-center text-xl font-bold">
            {name}でできること
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2">
            {content.features.map(({ icon: Icon, title, body }) => (
              <li key={title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand text-brand-foreground">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div className="grid gap-1">
                  <h3 className="font-semibold">{title}</h3>
                  <p className="text-sm leading-relaxed text-muted-foreground">{body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="bg-brand px-6 py-12 text-center text-brand-foreground">
        <p className="mb-5 text-lg font-bold">さっそく始めてみませんか</p>
        <CallToAction />
      </section>
      <footer className="bg-background py-6 text-center text-xs text-muted-foreground">
        © {japanDateTimeParts(Date.now()).year} {name}
      </footer>
    </main>
  );
}

function CallToAction() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button asChild size="lg" className={onBrandSolid}>
        <Link to="/register">新規登録</Link>
      </Button>
      <Button asChild size="lg" variant="outline" className={onBrandOutline}>
        <Link to="/login">ログイン</Link>
      </Button>
    </div>
  );
}
