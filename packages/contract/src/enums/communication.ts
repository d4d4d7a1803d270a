// communication: canonical lists of the area (SPEC 3, 4, 9). Where the spec spells a value
// several ways, the canonical spelling is stored and the variants accepted.

export const NOTIFICATION_CATEGORIES = ['update', 'postAlert', 'info'] as const;

export const CLICK_TARGETS = ['HEALTH_FEED_CREATE', 'USER_POSTS', 'MAIN_HOME'] as const;

export const CARE_TIP_CATEGORIES = [
  'General',
  'Baby',
  'Pregnancy',
  'Postnatal',
  'Depression',
] as const;
