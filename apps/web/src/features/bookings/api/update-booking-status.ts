import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, pathOf, type Booking, type BookingStatusUpdate } from '@app/contract';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/**
 * PUT /booking/{docId} {field: 'status', value, docId, user, updatedAt}: a
 * refused move or a parallel change answers 409 with a message naming the
 * current status.
 */
export function updateBookingStatus(docId: string, body: BookingStatusUpdate): Promise<Booking> {
  return api.put<Booking>(pathOf(API.bookings.one, { id: docId }), body);
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'status'],
    mutationFn: (body: BookingStatusUpdate & { docId: string }) =>
      updateBookingStatus(body.docId, body),
    onSuccess: async (booking) => {
      queryClient.setQueryData(bookingKeys.detail(booking.docId), booking);
      queryClient.setQueryData(bookingKeys.detail(String(booking.id)), booking);
      // The booking leaves one tab for another (SPEC 4): every list reloads.
      await queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
    },
    // A 409 means it moved on elsewhere: show what it is now, wherever it is listed.
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
