// The job card messages (SPEC 8, spelling mended per DECISIONS 20).
export const JOB_MSG = {
  created: 'Job card successfully created',
  updated: 'Job card updated',
  statusChanged: 'Task completed successfully',
  deleted: 'Job deleted successfully',
  deleteFailed: 'Error deleting job, please refresh and try again',
  downloadFailed: 'The care card could not be downloaded, please try again',
} as const;
