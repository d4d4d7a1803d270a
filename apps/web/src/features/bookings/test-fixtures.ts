import type { Booking } from '@app/contract';

/** A booking as the API answers it (GET /booking/{id}), for the component tests. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 41,
    docId: 'BK-2025-000041',
    customerId: 7,
    clientId: 'b1c2d3e4-0000-4000-8000-000000000007',
    firstName: 'Amina',
    lastName: 'Nakato',
    client: 'Amina Nakato',
    primaryPhoneNumber: '+256772123456',
    otherPhoneNumber: '+256701987654',
    service: 'Postnatal Care',
    serviceStartDate: '2025-03-10',
    totalCost: 380000,
    packagePrice: 350000,
    packageDetails: '7 days, day shifts',
    extras: 'Baby bath kit',
    dropoff: 'Ntinda, Nakawa Division, Kampala, Uganda',
    nurseNames: 'Grace Atim',
    requestedFor: 'Her sister',
    motherNames: 'Amina Nakato',
    status: 'Pending',
    clientStatus: 'Returning client',
    statusHistory: [{ from: null, to: 'Pending', by: null, at: '2025-03-01T07:00:00.000Z' }],
    jobCardIds: [],
    missing: [],
    createdAt: '2025-03-01T07:00:00.000Z',
    updatedAt: '2025-03-01T07:00:00.000Z',
    ...overrides,
  };
}
