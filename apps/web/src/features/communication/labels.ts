import type { CLICK_TARGETS, NOTIFICATION_CATEGORIES, NotificationResult } from '@app/contract';
import type { ChipColor } from '../../theme';

type Category = (typeof NOTIFICATION_CATEGORIES)[number];
type ClickTarget = (typeof CLICK_TARGETS)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  update: 'Update',
  postAlert: 'Post alert',
  info: 'Info',
};

/** The app screen a notification opens when tapped (SPEC 9: three app screens). */
export const CLICK_TARGET_LABELS: Record<ClickTarget, string> = {
  HEALTH_FEED_CREATE: 'Health feed: new post',
  USER_POSTS: 'User posts',
  MAIN_HOME: 'Main home screen',
};

export const MESSAGE_TYPE_LABELS = { all: 'All users', single: 'Single user' } as const;

export const RECEIVER_TYPE_LABELS = {
  customer: 'customer',
  nurse: 'nurse',
  device: 'device of no known customer or nurse',
} as const;

export const GATEWAY_LABELS: Record<string, string> = {
  fcm: 'Firebase (FCM)',
  outbox: 'Outbox',
};

export const labelOf = (labels: Record<string, string>, value: string | null) =>
  value === null ? '' : (labels[value] ?? value);

/**
 * A send's result as staff read it. An outbox send reached no device
 * (ruling 24), so it never reads 'Sent'; a send still 'sending' went to
 * the gateway with no answer saved, so its result is unknown, not sent.
 */
export function resultLabel(result: NotificationResult, gateway: string) {
  const look: Record<NotificationResult, { text: string; color: ChipColor }> = {
    sending: { text: 'Sending…', color: 'orange' },
    sent:
      gateway === 'outbox'
        ? { text: 'Delivered to outbox', color: 'blue' }
        : { text: 'Sent', color: 'green' },
    failed: { text: 'Failed', color: 'red' },
  };
  return look[result];
}
