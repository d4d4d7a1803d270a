import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type SmsTemplate, type SmsTemplateUpdate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { smsKeys } from './sms-keys';

/** PUT /sms/templates/{event} (ADMIN only): the template's text and whether it is sent. */
export function updateSmsTemplate(body: SmsTemplateUpdate): Promise<SmsTemplate> {
  return api.put<SmsTemplate>(pathOf(API.sms.template, { event: body.event }), body);
}

export function useUpdateSmsTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['communication', 'sms', 'template'],
    mutationFn: updateSmsTemplate,
    onSuccess: (saved) =>
      queryClient.setQueryData<SmsTemplate[]>(smsKeys.templates(), (all) =>
        all?.map((t) => (t.event === saved.event ? saved : t)),
      ),
  });
}
