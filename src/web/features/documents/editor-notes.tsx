import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import type { Draft } from './editor-draft';
import type { EditorErrors } from './editor-errors';
import type { EditorActions } from './use-editor-state';

type EditorNotesProps = { draft: Draft; errors: EditorErrors; actions: EditorActions };

/** 備考 (printed) and 社内メモ (kept in-house); the hints say which is which. */
export function EditorNotes({ draft, errors, actions }: EditorNotesProps) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>備考・メモ</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <TextareaField
          id="doc-notes"
          label="備考"
          rows={4}
          maxLength={2000}
          value={draft.notes}
          error={errors.notes}
          hint="帳票に印刷されます。"
          onChange={(event) => actions.setField('notes', event.target.value)}
        />
        <TextareaField
          id="doc-memo"
          label="社内メモ"
          rows={3}
          maxLength={2000}
          value={draft.memo}
          error={errors.memo}
          hint="社内向けのメモです。帳票には印刷されません。"
          onChange={(event) => actions.setField('memo', event.target.value)}
        />
      </CardContent>
    </Card>
  );
}
