import type { ReactNode } from 'react';
import { TextField } from '@/web/components/ui/primitives/text-field';
import type { Draft, HeaderFieldName } from './editor-draft';
import type { EditorErrors } from './editor-errors';
import type { EditorActions } from './use-editor-state';

type EditorDateFieldProps = {
  name: HeaderFieldName;
  label: string;
  hint?: ReactNode;
  draft: Draft;
  errors: EditorErrors;
  actions: EditorActions;
};

/** A header date of the editor (有効期限, 支払期限, 取引日 …), its message under it. */
export function EditorDateField({ name, label, hint, draft, errors, actions }: EditorDateFieldProps) {
  return (
    <TextField
      id={`doc-${name}`}
      type="date"
      label={label}
      value={draft[name]}
      error={errors[name]}
      hint={hint}
      onChange={(event) => actions.setField(name, event.target.value)}
    />
  );
}
