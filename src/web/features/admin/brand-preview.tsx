import { CircleUser, FileText, LayoutDashboard, type LucideIcon, Package, ShoppingCart, Users } from 'lucide-react';
import { defaultOemColour } from '@/core/api-types';
import type { Oem } from '@/core/contracts/shell';
import { brandColours, platformName } from '@/web/lib/brand';
import { isHexColour } from './colour-field';

type BrandPreviewProps = Pick<Oem, 'name' | 'type' | 'bg' | 'text'>;

const items: [string, LucideIcon][] = [
  ['ダッシュボード', LayoutDashboard],
  ['商品管理', Package],
  ['顧客管理', Users],
  ['資料管理', FileText],
];

/**
 * A small mock of the shell in the chosen colours: the header as the real one draws it (with
 * the same readable-text fallback), the sidebar in the product's neutral greys.
 */
export function BrandPreview({ name, type, bg, text }: BrandPreviewProps) {
  const colours = brandColours({ bg: isHexColour(bg) ? bg : defaultOemColour, text: isHexColour(text) ? text : defaultOemColour });
  const isAdjusted = isHexColour(text) && colours.text.toLowerCase() !== text.toLowerCase();
  const nav = type === 'mobile-order' ? [...items.slice(0, 3), ['オーダー', ShoppingCart] as const, ...items.slice(3)] : items;
  return (
    <figure className="grid content-start gap-2">
      <figcaption className="text-sm font-medium">プレビュー</figcaption>
      <div aria-hidden className="overflow-hidden rounded-lg border bg-background text-[10px] shadow-sm select-none">
        <div
          className="flex h-8 items-center gap-2 px-2.5"
          style={{ backgroundColor: colours.bg, color: colours.text }}
          data-testid="brand-preview-header"
        >
          <span className="truncate text-xs font-bold">{name || platformName}</span>
          <span className="h-3 w-px opacity-40" style={{ backgroundColor: colours.text }} />
          <span className="truncate opacity-90">サンプル株式会社</span>
          <span className="ml-auto flex items-center gap-1 opacity-90">
            <CircleUser className="size-3" />
            ユーザー
          </span>
        </div>
        <div className="flex h-36">
          <div className="flex w-28 shrink-0 flex-col gap-0.5 border-r bg-sidebar p-1.5">
            {nav.map(([label, Icon], index) => (
              <span
                key={label}
                className={`flex items-center gap-1.5 rounded px-1.5 py-1 ${index === 0 ? 'bg-accent font-semibold' : 'text-muted-foreground'}`}
              >
                <Icon className="size-3 shrink-0" />
                <span className="truncate">{label}</span>
              </span>
            ))}
          </div>
          <div className="grid flex-1 content-start gap-1.5 p-2.5">
            <span className="h-2.5 w-20 rounded bg-foreground/70" />
            <span className="h-10 rounded border bg-card" />
            <span className="h-10 rounded border bg-card" />
          </div>
        </div>
      </div>
      {isAdjusted && (
        <p className="text-xs text-muted-foreground">
          文字色が背景色と見分けにくいため、画面では読みやすい色（{colours.text}）で表示されます。
        </p>
      )}
    </figure>
  );
}
