// User-facing messages (SPEC sections 5 and 8, spelling mended per ruling 20).
// The web app and the API both take them from here so they never disagree.
export const MSG = {
  // validation
  emailRequired: 'Email is required.',
  max30: 'Max 30 characters',
  invalidEmail: 'Invalid e-mail.',
  required: 'Required.',
  min6: 'Min 6 characters',
  missingCredentials: 'Missing username or password',
  fieldRequired: 'Field is required',
  formInvalid: 'Some fields are not filled',
  // auth
  loginFailed: 'Incorrect email or password pair',
  loginSuccess: 'Login successful',
  verifyFailed: 'Invalid verification, please try again',
  verifySuccess: 'Email login verified',
  logout: 'Log out successful',
  sessionExpiredTitle: 'Session Expired',
  sessionExpired: 'Your session has expired. Would you like to be redirected to the login page?',
  tooManyAttempts: 'Too many attempts, please wait and try again',
  codeTooSoon: 'A code was sent less than a minute ago; please use it or wait',
  // general
  offline: 'No internet connection',
  noData: 'No data available',
  noMoreData: 'No more data available',
  notAvailable: 'Not Available',
  ugxMissing: 'UGX missing',
  genericError: 'An error occurred, please try again',
  notSignedIn: 'You are not signed in',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  invalidInput: 'Some fields are not valid',
  dbUnavailable: 'The database is unavailable, please try again shortly',
  tooLarge: 'The request is too large',
  idempotencyInFlight: 'The same request is still being processed',
  idempotencyMismatch: 'This idempotency key was already used with another request',
  /** The 409 of an edit based on a version that is no longer the record's (API.md). */
  staleRecord: 'This record was changed by someone else; reload it and try again',
  // sign-in strength (issue 20, items 9 to 12)
  codeDead: 'This code no longer works after 5 wrong tries; sign in again for a new one',
  codeLocked: 'Too many wrong codes: sign-in to this account is locked for 15 minutes',
  mustChangePassword: 'Change your temporary password before you go on',
  currentPasswordWrong: 'The current password is not correct',
  samePassword: 'The new password must differ from the current one',
  passwordChanged: 'Password changed; you are signed out everywhere else',
} as const;
