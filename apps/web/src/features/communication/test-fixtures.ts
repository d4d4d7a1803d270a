import type { CareTip, Notification, Recipient } from '@app/contract';

// Communication records as the API answers them (for component tests).

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 61,
    category: 'info',
    title: 'Clinic hours this week',
    click_action: 'MAIN_HOME',
    message: 'Head Office opens at 8am on Saturday.',
    label: 'news',
    messageType: 'all',
    topic: 'global',
    receiver: 'global',
    receiverType: 'all',
    gateway: 'outbox',
    result: 'sent',
    gatewayMessageId: 'outbox-6f1c',
    gatewayError: null,
    sentBy: 'u1',
    sentByName: 'Grace Auma',
    documentid: '61',
    createdAt: '2025-03-01T07:30:00.000Z',
    ...overrides,
  };
}

export function makeCareTip(overrides: Partial<CareTip> = {}): CareTip {
  return {
    id: 41,
    title: 'Keep the cord clean and dry',
    subtitle: 'No herbs or powder on the stump; it falls off by itself.',
    details: 'Wash your hands first. Ask your nurse if the skin around it turns red.',
    category: 'Baby',
    count: 2,
    createdAt: '2025-03-01T07:00:00.000Z',
    updatedAt: '2025-03-01T07:00:00.000Z',
    ...overrides,
  };
}

export function makeRecipient(overrides: Partial<Recipient> = {}): Recipient {
  return {
    kind: 'customer',
    id: 7,
    name: 'Amina Nakato',
    phone: '+256772123456',
    reachable: true,
    ...overrides,
  };
}
