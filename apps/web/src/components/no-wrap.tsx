import type { ReactNode } from 'react';

/**
 * Text kept on one line (issue 38): a register or licence number such as
 * UNMC/RM/2018/01234, a care card number or a date, which reads wrong when
 * cut in two. Its box must leave it room.
 */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}
