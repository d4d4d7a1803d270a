// The job card messages (SPEC 8, spelling mended per ruling 20).
export const JOB_MSG = {
  created: 'Job card successfully created',
  updated: 'Job card updated',
  // Each status move says what happened (issue 21, item 12): SPEC 8's text for
  // completing, the move's name otherwise.
  statusChanged: {
    pending: 'Job back to pending',
    ongoing: 'Job started',
    cancelled: 'Job cancelled',
    completed: 'Task completed successfully',
  },
  deleted: 'Job deleted successfully',
  deleteFailed: 'Error deleting job, please refresh and try again',
  downloadFailed: 'The care card could not be downloaded, please try again',
} as const;
