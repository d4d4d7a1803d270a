import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import { bodiesSent, ok, routeFetch } from '../../../test/fixtures';
import { dateGroup, dateValue, daySection } from '../../../test/date-input';
import { renderWithProviders } from '../../../test/render';
import { makeNurse } from '../test-fixtures';
import { NurseWizardDialog } from './nurse-wizard-dialog';

const NO_31_FEB = 'There is no 31 February 2030: February 2030 has 28 days';

function renderWizard() {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/places$/, () => ok([])],
    ['POST', /^\/api\/v1\/careteam$/, () => ok(makeNurse({ id: 99 }), 201)],
  ]);
  const utils = renderWithProviders(<NurseWizardDialog open onClose={vi.fn()} />);
  return { ...utils, fetch };
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const stepHeading = () => screen.getByRole('heading', { level: 3 });

async function type(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillBasics(user: UserEvent) {
  await type(user, textbox(/^First name/), 'Esther');
  await type(user, textbox(/^Last name/), 'Namubiru');
  await type(user, textbox(/^E-mail/), 'esther@example.ug');
  await type(user, textbox(/^Phone number/), '0772 555 111');
}

/** The date of birth as shown, with the message under it. */
function expectBirthDateRefused() {
  expect(dateValue('Date of birth')).toBe('31-02-2030');
  expect(dateGroup('Date of birth')).toHaveAccessibleDescription(NO_31_FEB);
}

describe(
  'the nurse wizard keeps an impossible date of birth (issue 38)',
  { timeout: 30_000 },
  () => {
    it('shows 31-02-2030 with its message, refuses Next and Save, and keeps it across steps', async () => {
      const { user, fetch } = renderWizard();
      await fillBasics(user);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(stepHeading()).toHaveTextContent("Basic Info cont'd"));
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(stepHeading()).toHaveTextContent('Basic Information'));

      await user.click(daySection('Date of birth'));
      await user.keyboard('31022030');
      await user.tab();
      expect(await screen.findByText(NO_31_FEB)).toBeInTheDocument();
      expectBirthDateRefused();

      // Next checks the step: the date of birth holds it back
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() =>
        expect(dateGroup('Date of birth')).toHaveAttribute('aria-invalid', 'true'),
      );
      expect(stepHeading()).toHaveTextContent('Basic Information');
      expectBirthDateRefused();

      // to the next step by its tab, and Back: the field is mounted anew
      await user.click(screen.getByRole('tab', { name: /Basic Info cont'd/ }));
      await waitFor(() => expect(stepHeading()).toHaveTextContent("Basic Info cont'd"));
      expect(screen.queryByRole('group', { name: 'Date of birth' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(stepHeading()).toHaveTextContent('Basic Information'));
      expectBirthDateRefused();

      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
      expectBirthDateRefused();
      expect(bodiesSent(fetch, 'POST', /careteam/)).toHaveLength(0);
    });

    it('takes a real date typed over it', async () => {
      const { user } = renderWizard();
      await user.click(daySection('Date of birth'));
      await user.keyboard('31022030');
      expect(await screen.findByText(NO_31_FEB)).toBeInTheDocument();
      await user.click(daySection('Date of birth'));
      await user.keyboard('28');
      await user.tab();
      expect(dateValue('Date of birth')).toBe('28-02-2030');
      await waitFor(() => expect(screen.queryByText(NO_31_FEB)).not.toBeInTheDocument());
      expect(dateGroup('Date of birth')).not.toHaveAttribute('aria-invalid', 'true');
    });
  },
);
