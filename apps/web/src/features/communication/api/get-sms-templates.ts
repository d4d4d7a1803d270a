import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type SmsTemplate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { smsKeys } from './sms-keys';

/** GET /sms/templates: the four automatic messages, each with its text and whether it is on. */
export function getSmsTemplates(): Promise<SmsTemplate[]> {
  return api.get<SmsTemplate[]>(API.sms.templates);
}

export const smsTemplatesQueryOptions = () =>
  queryOptions({ queryKey: smsKeys.templates(), queryFn: getSmsTemplates });

export function useSmsTemplates() {
  return useQuery(smsTemplatesQueryOptions());
}
