import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Booking, type BookingEdit } from '@app/contract';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/**
 * PATCH /booking/{docId} {service, serviceStartDate, totalCost, ..., updatedAt}
 * (issue 37): fills in a request or corrects a Pending or Accepted booking.
 * A field left out stays as it is; bad input answers 400 with field
 * messages, a stale version or a booking under way 409.
 */
export function editBooking(docId: string, body: BookingEdit): Promise<Booking> {
  return api.patch<Booking>(pathOf(API.bookings.one, { id: docId }), body);
}

export function useEditBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'edit'],
    mutationFn: ({ docId, body }: { docId: string; body: BookingEdit }) => editBooking(docId, body),
    onSuccess: async (booking) => {
      queryClient.setQueryData(bookingKeys.detail(booking.docId), booking);
      queryClient.setQueryData(bookingKeys.detail(String(booking.id)), booking);
      // Its date, cost and request mark show in the lists too.
      await queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
    },
    // A 409 means it changed elsewhere: show what it is now.
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
