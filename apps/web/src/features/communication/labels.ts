import type { CLICK_TARGETS, NOTIFICATION_CATEGORIES } from '@app/contract';

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

export const RECEIVER_TYPE_LABELS = { customer: 'customer', nurse: 'nurse' } as const;

export const GATEWAY_LABELS: Record<string, string> = {
  fcm: 'Firebase (FCM)',
  outbox: 'Outbox',
};

export const labelOf = (labels: Record<string, string>, value: string | null) =>
  value === null ? '' : (labels[value] ?? value);
