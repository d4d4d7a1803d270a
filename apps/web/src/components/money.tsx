import { formatUGX } from '@app/contract';

/** An amount in whole UGX with thousands separators; 'UGX missing' when absent. */
export function Money({ amount }: { amount: number | string | null | undefined }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatUGX(amount)}</span>;
}
