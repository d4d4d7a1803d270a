import { useQuery } from '@tanstack/react-query';
import { API, type PaymentSettings } from '@app/contract';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /admin/payments (ADMIN): each network's provider and its callback address. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentKeys.settings,
    queryFn: ({ signal }) => api.get<PaymentSettings>(API.payments.settings, { signal }),
  });
}
