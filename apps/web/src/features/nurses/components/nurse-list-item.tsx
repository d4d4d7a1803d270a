import Verified from '@mui/icons-material/Verified';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link } from 'react-router';
import { formatName, formatPhone, initials, type NurseListItem } from '@app/contract';
import { pathTo } from '../../../config/paths';
import { LicenceMark } from './licence-state-chip';

/** Height of one entry of the virtualised list (px). */
export const NURSE_ROW_HEIGHT = 80;

const line = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** The verified / not-verified mark, with an accessible name. */
export function VerifiedMark({ verified }: { verified: boolean }) {
  return verified ? (
    <Verified color="primary" titleAccess="Verified" fontSize="small" />
  ) : (
    <HourglassEmpty color="warning" titleAccess="Not verified" fontSize="small" />
  );
}

/**
 * One nurse of the list: picture or initials, name, phone, care number with
 * the licence's mark when it is expired, expiring or missing (issue 27), verified mark.
 */
export function NurseListEntry({ nurse, selected }: { nurse: NurseListItem; selected: boolean }) {
  const name = formatName(nurse.first_name, nurse.last_name);
  return (
    <ListItemButton
      component={Link}
      to={pathTo.nurse(nurse.id)}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      sx={{ height: '100%', borderRadius: 1, mx: 0.5, gap: 1, py: 0.5 }}
    >
      <ListItemAvatar sx={{ minWidth: 48 }}>
        <Avatar
          src={nurse.profile_picture || undefined}
          alt=""
          sx={{ width: 40, height: 40, bgcolor: 'primary.main', fontSize: 16 }}
        >
          {initials(nurse.first_name, nurse.last_name)}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={name}
        secondary={
          <>
            <Box component="span" sx={line}>
              {formatPhone(nurse.phone_number)}
            </Box>
            {/* The licence's mark never shrinks: the care number gives way first. */}
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box component="span" sx={{ ...line, minWidth: 0 }}>
                {nurse.care_number}
              </Box>{' '}
              <LicenceMark state={nurse.licence_state} />
            </Box>
          </>
        }
        slotProps={{ primary: { noWrap: true, title: name } }}
        sx={{ minWidth: 0 }}
      />
      <VerifiedMark verified={nurse.verified} />
    </ListItemButton>
  );
}
