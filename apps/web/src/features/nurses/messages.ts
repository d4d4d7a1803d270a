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

/** The practice and licence card (issue 27). */
export const PRACTICE_MSG = {
  saved: 'Practice and licence saved',
  saveFailed: 'Error saving the practice and licence',
  licenceUploaded: 'Licence copy uploaded',
  uploadFailed: 'Error uploading the licence copy',
  licenceRemoved: 'Licence copy removed',
  removeFailed: 'Error removing the licence copy',
  viewFailed: 'Error opening the licence copy',
  tooLarge: 'The licence copy is larger than 10 MB: scan it at a lower resolution',
  wrongType: 'Only a PDF or a picture (JPEG, PNG, WebP) of the licence is accepted',
  feedMade: 'Calendar address made',
  feedFailed: 'Error making the calendar address',
  feedStopped: 'Calendar feed stopped',
  feedStopFailed: 'Error stopping the calendar feed',
  feedWarning: "Anyone with this address sees the nurse's shifts; make a new one to stop the old.",
  feedHowTo:
    'To subscribe: Google Calendar: Other calendars > From URL; iPhone: Settings > Calendar > Accounts > Add Subscribed Calendar.',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the address and copy it',
} as const;
