import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import Person from '@mui/icons-material/Person';
import PregnantWoman from '@mui/icons-material/PregnantWoman';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { labelFor, type CustomerType } from '@app/contract';

const ICONS = { parent: FamilyRestroom, expecting: PregnantWoman, other: Person } as const;

/** The icon of a customer type (SPEC 2: expecting, parent, other), named for screen readers. */
export function CustomerTypeIcon({
  type,
  decorative = false,
  ...props
}: {
  type: CustomerType;
  /** Beside a text that names the type already: hidden from screen readers. */
  decorative?: boolean;
} & Omit<SvgIconProps, 'titleAccess'>) {
  const Icon = ICONS[type] ?? Person;
  if (decorative) return <Icon aria-hidden {...props} />;
  return <Icon titleAccess={labelFor('customerType', type) || 'Other'} {...props} />;
}
