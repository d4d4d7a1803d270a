import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Campaign from '@mui/icons-material/Campaign';
import EventNote from '@mui/icons-material/EventNote';
import Home from '@mui/icons-material/Home';
import LocalHospital from '@mui/icons-material/LocalHospital';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import type { Role } from '@app/contract';
import { paths } from '../../config/paths';

export type Section = {
  key: string;
  /** Menu label and dashboard title. */
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** The top-bar search searches this section's list (ruling 7). */
  searchable: boolean;
  adminOnly?: boolean;
};

// The side menu, in the spec's order (SPEC 2, ruling 2).
export const SECTIONS: readonly Section[] = [
  { key: 'main', label: 'Main', path: paths.home, icon: Home, searchable: false },
  {
    key: 'nurses',
    label: 'Nurse Profiles',
    path: paths.nurses,
    icon: LocalHospital,
    searchable: true,
  },
  { key: 'bookings', label: 'Bookings', path: paths.bookings, icon: EventNote, searchable: true },
  {
    key: 'customers',
    label: 'Customer Profiles',
    path: paths.customers,
    icon: People,
    searchable: true,
  },
  { key: 'shop', label: 'Shop', path: paths.shop, icon: ShoppingCart, searchable: true },
  { key: 'finance', label: 'Finance', path: paths.finance, icon: Payments, searchable: true },
  {
    key: 'communication',
    label: 'Communication',
    path: paths.communication,
    icon: Campaign,
    searchable: false,
  },
  {
    key: 'admin',
    label: 'Admin',
    path: paths.admin,
    icon: AdminPanelSettings,
    searchable: false,
    adminOnly: true,
  },
];

export function sectionsFor(role: Role | undefined): Section[] {
  return SECTIONS.filter((section) => !section.adminOnly || role === 'ADMIN');
}

/** The section a URL belongs to, so the title follows the URL (a reload keeps it). */
export function sectionForPath(pathname: string): Section | undefined {
  if (pathname === paths.home || pathname === paths.homeAlias) return SECTIONS[0];
  // Issue 37: the visits' exceptions belong to Home, where Today's visits is.
  if (pathname === paths.visitDays || pathname.startsWith(`${paths.visitDays}/`))
    return SECTIONS[0];
  return SECTIONS.find(
    (section) =>
      section.path !== paths.home &&
      (pathname === section.path || pathname.startsWith(`${section.path}/`)),
  );
}
