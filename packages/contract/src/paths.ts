// Every API path in one place (SPEC 7). The web client and the tests use it.
export const API_BASE = '/api/v1';

export const API = {
  login: '/auth/login',
  verify: '/auth/verify',
  logout: '/auth/logout',
  me: '/auth/me',
  changePassword: '/auth/change-password',
  health: '/health',
  ready: '/ready',
} as const;

/** Header names (API.md). */
export const HEADERS = {
  partnerId: 'x-partner-id',
  countryCode: 'x-country-code',
  userEmail: 'x-user-email',
  idempotencyKey: 'idempotency-key',
} as const;
