import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { API, type SmsPreview, type SmsSend } from '@app/contract';
import { api } from '../../../lib/api-client';
import { smsKeys } from './sms-keys';

/**
 * POST /sms/preview: what a send would do before it is sent: how many get it,
 * who is left out and why, the parts and the cost in UGX. It changes nothing,
 * so the composer asks it like a query.
 */
export function previewSms(body: SmsSend): Promise<SmsPreview> {
  return api.post<SmsPreview>(API.sms.preview, body);
}

/** The preview of a complete send; null (nothing to ask yet) while the form is incomplete. */
export const smsPreviewQueryOptions = (body: SmsSend | null) =>
  queryOptions({
    queryKey: smsKeys.preview(body),
    queryFn: body ? () => previewSms(body) : skipToken,
    // The last figures stay while the next ones load, so the count does not blink as one types.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSmsPreview(body: SmsSend | null) {
  return useQuery(smsPreviewQueryOptions(body));
}
