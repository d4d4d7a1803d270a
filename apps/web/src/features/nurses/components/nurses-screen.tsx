import Box from '@mui/material/Box';
import { Outlet, useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

/** /nurses/list: the care-team list beside the selected profile (/nurses/list/:id). */
export function NursesScreen() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(280px, 1fr) 2fr' } }}>
      <ComingSoon
        title="Nurse profiles"
        description="Approved and Unapproved tabs, each an infinitely scrolling list: picture or initials, full name, phone number, care number and a verified mark. A button adds a nurse profile with the 4-step form."
      />
      <Outlet />
    </Box>
  );
}

export function NurseDetailScreen() {
  const { id = '' } = useParams();
  return (
    <ComingSoon
      title={`Nurse profile ${id}`}
      description="Picture, name, join date and rating; account status, Approve or Unapprove, Edit and Delete; tabs Profile, Nurse Jobs (with ratings) and Reviews."
    />
  );
}
