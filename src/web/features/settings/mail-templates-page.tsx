import { useState } from 'react';
import { toast } from 'sonner';
import type { MailTemplateSetting } from '@/core/contracts/mail-templates';
import { kindInfo } from '@/core/documents';
import { mailPlaceholders, mailTemplateLimits } from '@/core/mail-templates';
import { mailTemplateInput } from '@/core/schemas/mail-templates';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { FormCard } from '@/web/components/ui/primitives/form-card';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { errorMessage } from '@/web/lib/api';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useMailTemplateActions, useMailTemplates } from './mail-templates-api';

/** 設定 › メール文面: the subject and body each kind's mail starts from, with what can be filled in. */
export function MailTemplatesPage() {
  const templates = useMailTemplates();
  if (templates.isPending) return <p className="text-sm text-muted-foreground">読み込み中...</p>;
  if (templates.isError) return <Alert>{errorMessage(templates.error)}</Alert>;
  return (
    <div className="grid gap-6">
      <PlaceholderList />
      {templates.data.map((template) => (
        // A saved or restored text starts its form afresh from what the server now holds.
        <MailTemplateForm key={`${template.kind}:${template.subject}:${template.body}`} template={template} />
      ))}
    </div>
  );
}

function PlaceholderList() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>差し込み項目</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">
          件名と本文に書くと、送信時に帳票の内容に置き換わります。値のない項目だけの行（支払期限のない請求書の「お支払期限」など）は送りません。
        </p>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {Object.entries(mailPlaceholders).map(([name, meaning]) => (
            <div key={name} className="contents">
              <dt className="font-mono">{`{{${name}}}`}</dt>
              <dd className="text-muted-foreground">{meaning}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function MailTemplateForm({ template }: { template: MailTemplateSetting }) {
  const { kind } = template;
  // 返還請求書 is what it prints; the office knows it as 返品・値引き.
  const title = kind === 'credit_note' ? `${kindInfo[kind].label}（${kindInfo[kind].title}）` : kindInfo[kind].title;
  const { save, reset } = useMailTemplateActions(kind);
  const [isConfirming, setIsConfirming] = useState(false);
  const form = useSchemaForm({
    schema: mailTemplateInput,
    defaultValues: { subject: template.subject, body: template.body },
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast.success(`${title}のメール文面を保存しました`);
    },
  });

  async function handleReset() {
    try {
      await reset.mutateAsync();
      setIsConfirming(false);
      toast.success(`${title}のメール文面を初期値に戻しました`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <>
      <FormCard
        title={`${title}のメール`}
        description={template.isDefault ? '初期値の文面です。' : '編集した文面です。'}
        submitLabel="保存"
        form={form}
        secondaryAction={
          !template.isDefault && (
            <Button type="button" variant="outline" onClick={() => setIsConfirming(true)}>
              初期値に戻す
            </Button>
          )
        }
      >
        <TextField {...form.field('subject')} id={`mail-subject-${kind}`} label="件名" required maxLength={mailTemplateLimits.subject} />
        <TextareaField
          {...form.field('body')}
          id={`mail-body-${kind}`}
          label="本文"
          required
          rows={14}
          maxLength={mailTemplateLimits.body}
        />
      </FormCard>
      <ConfirmDialog
        isOpen={isConfirming}
        title={`${title}のメール文面を初期値に戻しますか？`}
        description="編集した件名と本文は消え、初期値の文面で送るようになります。"
        confirmLabel="初期値に戻す"
        pendingLabel="戻しています..."
        isPending={reset.isPending}
        onConfirm={() => void handleReset()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
