import type { CareStepState } from '@app/contract';
import type { ChipColor } from '../../../theme';

/** Each state's chip colour, on the timeline and the Care due worklist alike. */
export const STATE_COLORS: Record<CareStepState, ChipColor> = {
  done: 'green',
  due: 'blue',
  overdue: 'orange',
  missed: 'red',
  upcoming: 'grey',
};
