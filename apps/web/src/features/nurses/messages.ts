// The nurse area's messages (SPEC 8, spelling mended per ruling 20).
export const NURSE_MSG = {
  created: 'Nurse profile created',
  saveFailed: 'Nurse profile saving failed',
  updated: 'Nurse profile updated',
  requestFailed: 'An error occurred while processing the request',
  verified: 'Nurse verified',
  unverified: 'Nurse approval withdrawn',
  statusChanged: 'Nurse status changed',
  deleted: 'Nurse profile deleted',
  pictureSet: 'Profile image set',
  pictureFailed: 'Error uploading nurse photo',
  loadFailed: 'Error loading profile.',
  deleteTitle: 'Delete Nurse Profile?',
  requiredNote: '*indicates required field',
} as const;

export const NURSE_JOB_MSG = {
  created: 'Nurse job successfully created',
  alreadyCreated: 'Nurse job already created',
  createFailed: 'Error while creating nurse job',
  deleted: 'Job deleted successfully',
  deleteFailed: 'An error occurred while deleting, refresh page and try again',
  updated: 'Nurse job status update successful',
  updateFailed: 'Nurse job status update failed',
  valueRequired: 'Value is required',
} as const;

/** The review messages (SPEC 8). */
export const REVIEW_MSG = {
  added: 'Review added',
  failed: 'Error saving review',
} as const;
