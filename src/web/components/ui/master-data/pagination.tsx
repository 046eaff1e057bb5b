import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { Button } from '../primitives/button';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: there are more rows than that. */
  isTotalCapped?: boolean;
  onPageChange: (page: number) => void;
  className?: string;
};

const count = (n: number) => n.toLocaleString('ja-JP');

/** The page numbers to offer: first, last, and two either side of the current one, gaps as null. */
export function pageWindow(page: number, lastPage: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= lastPage; n++) {
    if (n === 1 || n === lastPage || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** 全n件 and which rows are shown, with 前へ / 次へ and the page numbers around the current page. */
export function Pagination({ page, pageSize, total, isTotalCapped = false, onPageChange, className }: PaginationProps) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className={cn('flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between', className)}>
      <p className="text-muted-foreground tabular-nums" aria-live="polite">
        全{count(total)}件{isTotalCapped && '以上'}
        {total > 0 && <span className="ml-2">{`${count(first)}〜${count(last)}件を表示`}</span>}
      </p>
      {lastPage > 1 && (
        <nav aria-label="ページ送り" className="flex flex-wrap items-center gap-1">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden />
            前へ
          </Button>
          {pageWindow(page, lastPage).map((n, i) =>
            n === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
              <span key={`gap-${i}`} aria-hidden className="px-1 text-muted-foreground">
                …
              </span>
            ) : (
              <Button
                key={n}
                variant={n === page ? 'default' : 'ghost'}
                size="sm"
                className="min-w-8 px-2 tabular-nums"
                aria-label={`${n}ページ目`}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => n !== page && onPageChange(n)}
              >
                {n}
              </Button>
            ),
          )}
          <Button variant="outline" size="sm" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
            次へ
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}
