import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MSG } from '@app/contract';

type DetailItemProps = {
  label: string;
  /** Empty values (null, undefined, '') read 'Not Available'. */
  children?: ReactNode;
  icon?: ReactNode;
};

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

/** A labelled value of a profile or record (term and definition). */
export function DetailItem({ label, children, icon }: DetailItemProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
      {icon ? (
        <Box sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }} aria-hidden>
          {icon}
        </Box>
      ) : null}
      <Box component="dl" sx={{ m: 0, minWidth: 0, flex: 1 }}>
        <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {isEmpty(children) ? MSG.notAvailable : children}
        </Typography>
      </Box>
    </Box>
  );
}
