import { Link, useParams } from 'react-router';
import { kindInfo } from '@/core/documents';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { errorMessage } from '@/web/lib/api';
import { useDocument, useDocumentContext, useDocumentKind } from './documents-api';
import { draftFromDocument, emptyDraft } from './editor-draft';
import { EditorForm } from './editor-form';

/** /{kind}/new and /{kind}/:id/edit: one editor for 見積書・請求書・発注書・納品書. */
export function DocumentEditorPage() {
  const kind = useDocumentKind();
  const { id } = useParams();
  const { title, path } = kindInfo[kind];
  const context = useDocumentContext(kind);
  const doc = useDocument(kind, id);
  const pageTitle = id ? `${title}の編集` : `${title}の作成`;

  const failed = context.error ?? (id ? doc.error : null);
  if (failed) {
    return (
      <section className="flex flex-col gap-5">
        <PageHeader title={pageTitle} />
        <Alert>{errorMessage(failed)}</Alert>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void Promise.all([context.refetch(), id ? doc.refetch() : null])}>
            再読み込み
          </Button>
          <Button variant="ghost" asChild>
            <Link to={path}>一覧へ戻る</Link>
          </Button>
        </div>
      </section>
    );
  }
  if (!context.data || (id && !doc.data)) {
    return (
      <p role="status" className="py-10 text-center text-sm text-muted-foreground">
        読み込み中...
      </p>
    );
  }

  if (doc.data?.isFrozen) {
    return (
      <section className="flex flex-col gap-5">
        <PageHeader title={pageTitle} description={doc.data.numberLabel} />
        <Alert>発行済みの帳票は編集できません。詳細画面の「修正」から修正版を作成してください。</Alert>
        <div>
          <Button variant="outline" asChild>
            <Link to={`${path}/${doc.data.id}`}>詳細画面へ</Link>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <EditorForm
      // Another document (or 新規作成 after editing) starts from its own content, never the last one's.
      key={`${kind}/${id ?? 'new'}`}
      kind={kind}
      documentId={id}
      context={context.data}
      initialDraft={doc.data ? draftFromDocument(doc.data) : emptyDraft(context.data, kind)}
      title={pageTitle}
      description={doc.data ? `番号: ${doc.data.numberLabel}` : `${title}を下書きとして作成します。発行は保存後に詳細画面から行います。`}
    />
  );
}
