import type { MessageRecord, Reach, SmsPreview, SmsSettings, SmsTemplate } from '@app/contract';

// SMS records as the API answers them (for component tests, issue 24).

export function makeMessage(overrides: Partial<MessageRecord> = {}): MessageRecord {
  return {
    id: 501,
    channel: 'sms',
    kind: 'direct',
    event: null,
    recipientKind: 'customer',
    recipientId: 7,
    recipientName: 'Amina Nakato',
    phone: '+256772123456',
    message: 'Your nurse arrives at 9am tomorrow.',
    result: 'sent',
    delivery: 'Success',
    reason: null,
    segments: 1,
    costUgx: 35,
    attempts: 1,
    gateway: 'africastalking',
    gatewayMessageId: 'ATXid_1',
    batchId: 'b0a1c2d3-0000-4000-8000-000000000001',
    sentByName: 'Grace Auma',
    createdAt: '2025-03-01T07:30:00.000Z',
    updatedAt: '2025-03-01T07:31:00.000Z',
    ...overrides,
  };
}

export function makeReach(
  overrides: {
    push?: Partial<Reach['push']>;
    sms?: Partial<Reach['sms']>;
  } = {},
): Reach {
  return {
    push: { available: true, reason: null, ...overrides.push },
    sms: {
      available: true,
      reason: null,
      phone: '+256772123456',
      optedOut: false,
      optedOutAt: null,
      optedOutBy: null,
      ...overrides.sms,
    },
  };
}

export function makePreview(overrides: Partial<SmsPreview> = {}): SmsPreview {
  return {
    recipients: 1,
    skipped: [],
    encoding: 'GSM-7',
    characters: 35,
    segments: 1,
    pricePerSegmentUgx: 35,
    costUgx: 35,
    name: null,
    ...overrides,
  };
}

export function makeTemplate(overrides: Partial<SmsTemplate> = {}): SmsTemplate {
  return {
    event: 'booking_confirmed',
    text: 'Hello {firstName}, your {service} booking with {serviceName} is confirmed.',
    enabled: true,
    placeholders: [
      { name: 'firstName', description: "The customer's first name" },
      { name: 'service', description: 'The service booked' },
      { name: 'startDate', description: 'When the service starts' },
      { name: 'serviceName', description: 'Our name (Admin, service details)' },
      { name: 'servicePhone', description: 'Our phone number' },
    ],
    updatedAt: null,
    updatedByName: null,
    ...overrides,
  };
}

export function makeSmsSettings(overrides: Partial<SmsSettings> = {}): SmsSettings {
  return {
    gateway: 'africastalking',
    senderId: 'CAREUG',
    pricePerSegmentUgx: 35,
    deliveryCallbackUrl: 'https://care.example.ug/api/v1/sms/delivery/s3cret',
    incomingCallbackUrl: 'https://care.example.ug/api/v1/sms/incoming/s3cret',
    ussdCallbackUrl: 'https://care.example.ug/api/v1/visits/ussd/s3cret',
    ...overrides,
  };
}
