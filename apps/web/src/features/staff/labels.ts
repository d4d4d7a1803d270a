// How the admin screens name things: audit actions and areas.

/** The areas (audit `entity` values) the API records, in menu order. */
export const AUDIT_AREAS = [
  { value: 'customer', label: 'Customer' },
  { value: 'pregnancy', label: 'Pregnancy' },
  { value: 'baby', label: 'Baby' },
  { value: 'booking', label: 'Booking' },
  { value: 'job_card', label: 'Job card' },
  { value: 'nurse', label: 'Nurse' },
  { value: 'nurse_account', label: 'Nurse account' },
  { value: 'nurse_job', label: 'Nurse job' },
  { value: 'review', label: 'Review' },
  { value: 'shop_order', label: 'Shop order' },
  { value: 'income_trace', label: 'Finance entry' },
  { value: 'care_tip', label: 'Care tip' },
  { value: 'notification', label: 'Notification' },
  { value: 'staff_user', label: 'Staff account' },
  { value: 'session', label: 'Session' },
] as const;

const AREA_LABELS: Record<string, string> = Object.fromEntries(
  AUDIT_AREAS.map((a) => [a.value, a.label]),
);

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  status: 'Status changed',
  delete: 'Deleted',
  send: 'Sent',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  password_reset: 'Password reset',
  end_sessions: 'Sessions ended',
  'auth.login': 'Signed in',
  'auth.logout': 'Signed out',
  'auth.login_failed': 'Sign-in failed',
  // issue 20, items 9 and 12
  'auth.code_failed': 'Wrong sign-in code',
  'auth.locked': 'Code sign-in locked',
  password_change: 'Own password changed',
  'auth.password_change_failed': 'Wrong current password',
};

/** An area's name, or the raw value for one this screen does not know yet. */
export const areaLabel = (entity: string) => AREA_LABELS[entity] ?? entity;

/** An action in words, or the raw value for one this screen does not know yet. */
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action.replace(/_/g, ' ');
