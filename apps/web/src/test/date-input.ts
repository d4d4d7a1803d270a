import { fireEvent, screen, within } from '@testing-library/react';

type Scope = Pick<typeof screen, 'getByRole'>;

/** The DateField labelled so (a group of day, month and year sections). */
export function dateGroup(label: string | RegExp, scope: Scope = screen): HTMLElement {
  return scope.getByRole('group', { name: label });
}

/** The value the DateField holds, as shown: DD-MM-YYYY, '' when empty. */
export function dateValue(label: string | RegExp, scope: Scope = screen): string {
  return dateGroup(label, scope).querySelector('input')?.value ?? '';
}

/** Enters a date as a person types it (DD-MM-YYYY), all at once like a paste. */
export function enterDate(label: string | RegExp, shown: string, scope: Scope = screen) {
  const input = dateGroup(label, scope).querySelector('input');
  if (!input) throw new Error(`no date input labelled ${String(label)}`);
  fireEvent.change(input, { target: { value: shown } });
}

/** The Day section, to click before typing digits with user-event. */
export const daySection = (label: string | RegExp, scope: Scope = screen) =>
  within(dateGroup(label, scope)).getByRole('spinbutton', { name: 'Day' });
