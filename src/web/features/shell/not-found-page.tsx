import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/primitives/button';
import { PagePlaceholder } from '@/web/components/ui/primitives/page-placeholder';

export function NotFoundPage() {
  return (
    <PagePlaceholder
      title="ページが見つかりません"
      icon={FileQuestion}
      description="お探しのページは移動または削除された可能性があります。URLをご確認ください。"
    >
      <Button asChild variant="outline">
        <Link to="/">ダッシュボードへ戻る</Link>
      </Button>
    </PagePlaceholder>
  );
}
