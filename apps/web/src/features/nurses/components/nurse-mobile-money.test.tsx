import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_HINT, type Nurse } from '@app/contract';
import { bodiesSent, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeNurse } from '../test-fixtures';
import { NurseWizardDialog } from './nurse-wizard-dialog';
import { MOBILE_MONEY_HINT } from './nurse-wizard-steps';

// Issue 25: the nurse's mobile money number, where pay goes (empty: the phone number).

function renderWizard(nurse: Nurse) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/places$/, () => ok([])],
    ['PUT', /^\/api\/v1\/careteam\/12$/, () => ok(nurse)],
  ]);
  const utils = renderWithProviders(
    <NurseWizardDialog open nurse={nurse} onClose={vi.fn()} onSaved={vi.fn()} />,
  );
  return { ...utils, fetch };
}

const field = () => screen.getByRole('textbox', { name: /^Mobile money number/ });
const stepHeading = () => screen.getByRole('heading', { level: 3 });

describe('the mobile money number field', { timeout: 30_000 }, () => {
  it('is optional, says what empty means and is sent as null when left empty', async () => {
    const { user, fetch } = renderWizard(makeNurse());
    expect(field()).toHaveValue('');
    expect(field()).not.toBeRequired();
    expect(field()).toHaveAccessibleDescription(MOBILE_MONEY_HINT);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Nurse profile updated')).toBeInTheDocument();
    const [body] = bodiesSent(fetch, 'PUT', /careteam\/12$/) as Array<{
      nurse: Record<string, unknown>;
    }>;
    expect(body?.nurse.mobile_money_number).toBeNull();
  });

  it('takes only a Ugandan mobile number and sends it as E.164', async () => {
    const { user, fetch } = renderWizard(makeNurse());
    await user.click(field());
    await user.paste('0414 123 456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription(PHONE_HINT));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(stepHeading()).toHaveTextContent('Basic Information');

    await user.clear(field());
    await user.paste('0701 234 567');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Nurse profile updated')).toBeInTheDocument();
    const [body] = bodiesSent(fetch, 'PUT', /careteam\/12$/) as Array<{
      nurse: Record<string, unknown>;
    }>;
    expect(body?.nurse.mobile_money_number).toBe('+256701234567');
  });

  it("shows the nurse's number when editing", () => {
    renderWizard(makeNurse({ mobile_money_number: '+256701234567' }));
    expect(field()).toHaveValue('+256701234567');
  });
});
