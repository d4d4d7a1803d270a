import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, formatDate, type Nurse } from '@app/contract';
import { bodiesSent, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeNurse } from '../test-fixtures';
import { NurseDetailView } from './nurse-detail-view';

// Issue 26: on the nurse's profile, one click objects to marketing (group
// SMS, health tips) or allows it again, and the line says since when.

const AT = '2026-11-20T08:15:00.000Z';

function renderDetail(initial: Partial<Nurse> = {}) {
  const nurse = makeNurse(initial);
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/careteam\/12$/, () => ok(nurse)],
    [
      'PUT',
      /^\/api\/v1\/privacy\/nurse\/12\/objection$/,
      (_url, init) => {
        const { objected } = JSON.parse(String(init.body)) as { objected: boolean };
        return ok({
          subjectKind: 'nurse',
          subjectId: 12,
          marketingObjectedAt: objected ? AT : null,
        });
      },
    ],
  ]);
  const utils = renderApp('/nurses/list/12', {
    session: makeSession(),
    routes: [{ path: '/nurses/list/:id', element: <NurseDetailView /> }],
  });
  return { ...utils, fetch };
}

const line = () => screen.getByRole('region', { name: 'Marketing' });

describe('the nurse profile: objection to marketing', { timeout: 30_000 }, () => {
  it('one click objects and says since when; another allows it again', async () => {
    const { user, fetch } = renderDetail();
    await screen.findByRole('heading', { name: 'Esther Namubiru' });
    expect(within(line()).getByText('Health tips and group SMS allowed')).toBeInTheDocument();

    await user.click(within(line()).getByRole('button', { name: 'Object to marketing' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.objected)).toBeInTheDocument();
    expect(
      await within(line()).findByText(
        `Objected since ${formatDate(AT)}: no health tips, no group SMS`,
      ),
    ).toBeInTheDocument();

    await user.click(within(line()).getByRole('button', { name: 'Allow marketing again' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.objectionWithdrawn)).toBeInTheDocument();
    expect(
      await within(line()).findByText('Health tips and group SMS allowed'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /objection$/)).toEqual([
      { objected: true },
      { objected: false },
    ]);
  });

  it('shows an objection already made', async () => {
    renderDetail({ marketing_objected_at: AT });
    await screen.findByRole('heading', { name: 'Esther Namubiru' });
    expect(within(line()).getByRole('button', { name: 'Allow marketing again' })).toBeEnabled();
    expect(within(line()).getByText(/^Objected since/)).toBeInTheDocument();
  });

  it('an erased nurse has no marketing line', async () => {
    renderDetail({ erased_at: AT });
    await screen.findByRole('heading', { name: 'Esther Namubiru' });
    expect(screen.queryByRole('region', { name: 'Marketing' })).toBeNull();
  });
});
