// The payroll's messages (issues 25 and 36): each refusal says its real reason.

/** Most jobs one batch takes. */
export const MAX_BATCH_JOBS = 500;

const jobs = (ids: readonly number[]) =>
  ids.length === 1 ? `Nurse job ${ids[0]} is` : `Nurse jobs ${ids.join(', ')} are`;

export const PAYROLL_MESSAGES = {
  chooseJobs: 'Choose at least one job',
  tooManyJobs: `At most ${MAX_BATCH_JOBS} jobs in one batch`,
  duplicateJobs: 'A job is chosen twice',
  jobNotPayable: (ids: readonly number[]) =>
    ids.length === 1
      ? `Nurse job ${ids[0]} is not a completed, unpaid job`
      : `Nurse jobs ${ids.join(', ')} are not completed, unpaid jobs`,
  jobHeld: (ids: readonly number[]) =>
    ids.length === 1
      ? `Nurse job ${ids[0]} is already in an open payout batch`
      : `Nurse jobs ${ids.join(', ')} are already in an open payout batch`,
  /** Issue 36: held by a batch cancelled after its file went out, the provider's answer not yet recorded. */
  jobHeldAfterExport: (ids: readonly number[], batches: readonly string[]) =>
    `${jobs(ids)} in the file of cancelled payout batch ${batches.join(', ')}, which the provider may have paid: record the provider's results on that batch first`,
  drafted: (number: string) => `Payout batch ${number} drafted`,
  approved: (number: string) => `Payout batch ${number} approved`,
  cancelled: (number: string) => `Payout batch ${number} cancelled`,
  sameApprover: 'Another ADMIN must approve a batch you drafted',
  adminOnly: 'Only an ADMIN may approve a payout batch',
  notDraft: 'Only a Draft batch can be approved',
  notExportable: 'Only an Approved or Exported batch can be exported',
  notPayable: 'Payments are recorded only on an Exported or Partly paid batch',
  notPayableYet: 'This batch has not been exported yet: there is no payment to record on it',
  notPayableCancelled:
    'This batch was cancelled before its file was exported: nothing was paid from it',
  notPayableSettled: 'Every line of this batch is already paid',
  alreadyCancelled: 'This batch is already cancelled',
  cannotCancelPaid: 'Every line of this batch is paid: there is nothing left to cancel',
  exportedCancelAdminOnly:
    "This batch's file was exported and may already be at the provider: only an ADMIN can cancel it, saying why and what the provider did",
  cancelReasonRequired: 'Say why the batch is cancelled',
  providerOutcomeRequired: 'Say what the provider did with the file',
  outcomeContradictsPaid: (paid: number) =>
    `${paid === 1 ? 'A line' : `${paid} lines`} of this batch ${paid === 1 ? 'is' : 'are'} recorded paid, so the provider did pay from this file: choose "The provider paid some lines" or "Not known yet"`,
  alreadyPaidOther: 'This line is already paid with another transaction id',
  lineNotPending: 'This line is already settled',
  noSuchLine: 'No such line in this batch',
  txnRequired: 'Enter the provider transaction id',
  /** Issue 36: a provider's transaction id pays one line of its channel. */
  txnUsed: (txn: string, channel: string, batch: string, lineId: number) =>
    `Transaction id ${txn} (${channel}) already paid line ${lineId} of payout batch ${batch}: one transaction pays one line`,
  txnTwiceInFile: (txn: string, rows: readonly number[]) =>
    `Transaction id ${txn} is on rows ${rows.join(', ')} of this file: one transaction pays one line, so none of these rows was applied`,
  /** Issue 36: a late payment on a line whose job is now held by another line. */
  jobNowHeld: (jobId: number, batch: string, lineId: number) =>
    `Nurse job ${jobId} is now held by line ${lineId} of payout batch ${batch}: this payment cannot be recorded for it a second time`,
  concurrentPayment:
    'Another payment with the same transaction id or job was recorded at the same moment: nothing was applied, try again to see which',
  reasonRequired: 'Say why the payment failed',
  channelRequired: 'Choose MTN, Airtel or Bank',
  linePaid: 'Line marked paid',
  lineFailed: 'Line marked failed: its job can be batched again',
  resultsEmpty: 'The result file has no rows',
  resultsBadHeader: 'The result file needs Reference and Status columns',
  resultsApplied: (paid: number, failed: number) => `${paid} paid, ${failed} failed`,
  settingsSaved: 'Payroll setting saved',
  /** Issue 36: before an MTN or Airtel file, the lines whose number is of the other network. */
  otherNetwork: (count: number, file: string, other: string) =>
    `${count === 1 ? '1 line has' : `${count} lines have`} an ${other} number: the ${file} file leaves ${count === 1 ? 'it' : 'them'} out unless you include ${count === 1 ? 'it' : 'them'}`,
  /** Issue 36: lines a file of another kind already carried: never in a second file. */
  inOtherFile: (count: number, file: string) =>
    `${count === 1 ? '1 line is' : `${count} lines are`} already in the ${file} file: this file leaves ${count === 1 ? 'it' : 'them'} out, so no one is paid twice`,
  /** Issue 36: the person waiting for an approval cannot switch the rule off. */
  ownDraftWaiting: (batches: readonly string[]) =>
    `You drafted payout batch ${batches.join(', ')}, still waiting for approval: the ADMIN waiting for an approval cannot switch two-person approval off`,
  /** Issue 36: a nurse job paid through a batch keeps its payment. */
  paidThroughBatch: (batch: string, lineId: number) =>
    `This job was paid through payout batch ${batch} (line ${lineId}); its payment cannot be set back by hand`,
  statementEmpty: 'No jobs or payments in this period',
} as const;
