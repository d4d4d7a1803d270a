import { labelFor, type Nurse } from '@app/contract';

type Standing = Pick<Nurse, 'first_name' | 'verified' | 'blocked_user'>;

/** Whether a new job may be booked for her: approved, and her account Active. */
export const isBookable = ({ verified, blocked_user }: Standing) =>
  verified && blocked_user.status === 'ACTIVE';

/** The approval (SPEC 4: verified) as staff say it. */
export const approvalWord = (verified: boolean) => (verified ? 'Approved' : 'Awaiting approval');

/**
 * The nurse's one status line (issue 38): her approval, her account, and
 * what the two mean together. A new job needs both: an approved nurse whose
 * account is Active (the API's booking rule); Blocked or Suspended keeps her
 * off new jobs until the account is made Active again.
 * 'Awaiting approval · account active: Esther can be booked on jobs once approved'.
 */
export function nurseStatusLine(nurse: Standing): string {
  const { first_name: name, verified, blocked_user } = nurse;
  const active = blocked_user.status === 'ACTIVE';
  const account = `account ${labelFor('accountStatus', blocked_user.status).toLowerCase()}`;
  let meaning: string;
  if (isBookable(nurse)) meaning = `${name} can be booked on new jobs`;
  else if (active) meaning = `${name} can be booked on jobs once approved`;
  else if (verified) meaning = `${name} cannot be booked on new jobs until the account is active`;
  else meaning = `${name} can be booked on jobs once approved and the account is active`;
  return `${approvalWord(verified)} · ${account}: ${meaning}`;
}
