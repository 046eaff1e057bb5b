import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailTemplateEndpoints as endpoints, type MailTemplateSetting } from '@/core/contracts/mail-templates';
import type { MailTemplateKind } from '@/core/mail-templates';
import type { MailTemplateInput } from '@/core/schemas/mail-templates';
import { call } from '@/web/lib/api';

export const mailTemplatesKey = ['settings', 'mail-templates'] as const;

export function useMailTemplates() {
  return useQuery({ queryKey: mailTemplatesKey, queryFn: () => call(endpoints.mailTemplates) });
}

/** Saving or 初期値に戻す answers the kind's text as it now is; the list takes it in place. */
export function useMailTemplateActions(kind: MailTemplateKind) {
  const queryClient = useQueryClient();
  const onSuccess = (saved: MailTemplateSetting) =>
    queryClient.setQueryData<MailTemplateSetting[]>(mailTemplatesKey, (list) => list?.map((t) => (t.kind === saved.kind ? saved : t)));
  return {
    save: useMutation({
      mutationFn: (input: MailTemplateInput) => call(endpoints.saveMailTemplate, { params: { kind }, body: input }),
      onSuccess,
    }),
    reset: useMutation({ mutationFn: () => call(endpoints.resetMailTemplate, { params: { kind } }), onSuccess }),
  };
}
