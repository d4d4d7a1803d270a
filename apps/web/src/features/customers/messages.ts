// The customer area's messages (SPEC 8, spelling mended per ruling 20).
export const CUSTOMER_MSG = {
  created: 'Customer profile created',
  updated: 'Customer profile updated',
  deleted: 'Customer profile deleted',
  loadFailed: 'Error loading profile.',
  pictureSet: 'Profile image set',
  deleteFailed: 'error processing request',
} as const;
