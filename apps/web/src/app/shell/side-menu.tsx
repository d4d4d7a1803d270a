import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { initials } from '@app/contract';
import { useSession } from '../../lib/session';
import { sectionsFor, type Section } from './sections';

type SideMenuProps = {
  current: Section | undefined;
  /** Choosing an entry resets the search and the list, and closes the mobile drawer. */
  onChoose: (section: Section) => void;
};

export function SideMenu({ current, onChoose }: SideMenuProps) {
  const session = useSession();
  const user = session?.user;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ gap: 1 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'primary.dark' }}>
          Care Back-office
        </Typography>
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label="Main menu" sx={{ flex: 1, overflowY: 'auto' }}>
        <List>
          {sectionsFor(user?.role).map((section) => {
            const Icon = section.icon;
            const selected = current?.key === section.key;
            return (
              <ListItem key={section.key} disablePadding>
                <ListItemButton
                  component={Link}
                  to={section.path}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  onClick={() => onChoose(section)}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon color={selected ? 'primary' : undefined} />
                  </ListItemIcon>
                  <ListItemText primary={section.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      {user ? (
        <>
          <Divider />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.dark', width: 36, height: 36 }}>
              {initials(...user.name.split(' ')) || '?'}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {user.name}
              </Typography>
              <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
                {user.role === 'ADMIN' ? 'Administrator' : 'Staff'} · {user.email}
              </Typography>
            </Box>
          </Box>
        </>
      ) : null}
    </Box>
  );
}
