import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '@/web/lib/api';
import type { SubmittableForm } from '@/web/lib/use-schema-form';
import { Alert } from './alert';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

type FormCardProps = {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pendingLabel?: string;
  /** The form's state (useSchemaForm): 保存中 while it sends, and a failure that has no field of its own above the fields. */
  form: SubmittableForm;
  /** Another button of the section, beside the save button (初期値に戻す). */
  secondaryAction?: ReactNode;
  children: ReactNode;
};

/** One section of a settings-like page: a titled card holding a form with its save button at the bottom. */
export function FormCard({ title, description, submitLabel, pendingLabel = '保存中...', form, secondaryAction, children }: FormCardProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit(event.currentTarget);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <form noValidate onSubmit={handleSubmit} aria-label={title}>
        <CardContent className="grid gap-5">
          {form.formError ? <Alert>{errorMessage(form.formError)}</Alert> : null}
          {children}
        </CardContent>
        <CardFooter className="justify-end gap-2">
          {secondaryAction}
          <Button type="submit" disabled={form.isPending}>
            {form.isPending ? pendingLabel : submitLabel}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
