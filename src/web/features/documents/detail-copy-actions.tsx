import { ChevronDown, Copy, FileOutput } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SalesDocument } from '@/core/contracts/documents';
import { conversions, type DocumentKind, kindInfo } from '@/core/documents';
import { Button } from '@/web/components/ui/primitives/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/web/components/ui/primitives/dropdown-menu';
import { errorMessage } from '@/web/lib/api';
import { editPath } from './detail-paths';
import { useDocumentActions } from './documents-api';

/** 複製 and 変換: both make a new draft (of this kind or another) and open it in the editor. */
export function DetailCopyActions({ doc }: { doc: SalesDocument }) {
  const { duplicate, convert } = useDocumentActions(doc.kind);
  const navigate = useNavigate();
  const targets = doc.status === 'draft' ? [] : conversions[doc.kind];
  const onError = (error: unknown) => toast.error(errorMessage(error));

  function handleOpenDraft(draft: SalesDocument, message: string) {
    toast.success(message);
    navigate(editPath(draft.kind, draft.id));
  }

  function handleDuplicate() {
    duplicate.mutate(doc.id, { onSuccess: (draft) => handleOpenDraft(draft, '複製して下書きを作成しました'), onError });
  }

  function handleConvert(to: DocumentKind) {
    convert.mutate(
      { id: doc.id, to },
      { onSuccess: (draft) => handleOpenDraft(draft, `${kindInfo[to].title}の下書きを作成しました`), onError },
    );
  }

  return (
    <>
      <Button variant="outline" disabled={duplicate.isPending} onClick={handleDuplicate}>
        <Copy aria-hidden />
        {duplicate.isPending ? '複製中...' : '複製'}
      </Button>
      {targets.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" disabled={convert.isPending}>
              <FileOutput aria-hidden />
              {convert.isPending ? '作成中...' : '変換'}
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {targets.map((to) => (
              <DropdownMenuItem key={to} onSelect={() => handleConvert(to)}>
                {`${kindInfo[to].title}を作成`}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </>
  );
}
