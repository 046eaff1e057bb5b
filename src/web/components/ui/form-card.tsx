import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '@/web/lib/api';
import { Alert } from './alert';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

type FormCardProps = {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pendingLabel?: string;
  isPending?: boolean;
  /** A failed save; its Japanese message is shown above the fields. */
  error?: unknown;
  /** The form element, to read with FormData (and reset after success); the default submit is prevented. */
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
};

/** One section of a settings-like page: a titled card holding a form with its save button at the bottom. */
export function FormCard({
  title,
  description,
  submitLabel,
  pendingLabel = '保存中...',
  isPending = false,
  error,
  onSubmit,
  children,
}: FormCardProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(event.currentTarget);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <form noValidate onSubmit={handleSubmit} aria-label={title}>
        <CardContent className="grid gap-5">
          {error ? <Alert>{errorMessage(error)}</Alert> : null}
          {children}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
