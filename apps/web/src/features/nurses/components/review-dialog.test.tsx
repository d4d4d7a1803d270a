import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeNurseJob } from '../test-fixtures';
import { ReviewDialog } from './review-dialog';

const review = {
  id: 3,
  customer: 'Amina Nakato',
  customer_review: 'Kind and punctual',
  customer_rating: 4.5,
  nurse_review: 'Baby feeding well',
  nps: 9,
  job_id: 31,
  nurse_job_id: 501,
  nurse_id: 12,
  createdAt: '2026-03-08T09:00:00.000Z',
};

function setup(answer: () => Response = () => ok(review, 201)) {
  const fetch = routeFetch([['POST', /^\/api\/v1\/review$/, answer]]);
  const onClose = vi.fn();
  const job = makeNurseJob({ status: 'completed' });
  const utils = renderWithProviders(<ReviewDialog open job={job} onClose={onClose} />);
  return { ...utils, fetch, onClose };
}

const slider = () => screen.getByRole('slider', { name: /recommend/ });

describe('ReviewDialog', { timeout: 30_000 }, () => {
  it('has an NPS slider from 1 to 10 starting at 5', async () => {
    const { user } = setup();
    expect(screen.getByRole('dialog', { name: 'Rate job CC-2025-000031' })).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuemin', '1');
    expect(slider()).toHaveAttribute('aria-valuemax', '10');
    expect(slider()).toHaveValue('5');
    act(() => slider().focus());
    await user.keyboard('{End}{ArrowRight}');
    expect(slider()).toHaveValue('10');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider()).toHaveValue('1');
  });

  it('needs both feedback texts', async () => {
    const { user, fetch } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Customer feedback/ })).toHaveAccessibleDescription(
      'Field is required',
    );
    expect(screen.getByRole('textbox', { name: /^Nurse feedback/ })).toHaveAccessibleDescription(
      'Field is required',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves the NPS and both texts, trimmed', async () => {
    const { user, fetch, onClose } = setup();
    act(() => slider().focus());
    await user.keyboard('{End}{ArrowLeft}');
    await user.type(screen.getByRole('textbox', { name: /^Customer feedback/ }), ' Kind ');
    await user.type(screen.getByRole('textbox', { name: /^Nurse feedback/ }), 'Baby well');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Review added')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /review$/)).toEqual([
      { nurse_job_id: 501, nps: 9, customer_review: 'Kind', nurse_review: 'Baby well' },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('says why a review was refused', async () => {
    const { user, onClose } = setup(() => failed(409, 'This job has already been rated'));
    await user.type(screen.getByRole('textbox', { name: /^Customer feedback/ }), 'Kind');
    await user.type(screen.getByRole('textbox', { name: /^Nurse feedback/ }), 'Well');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error saving review: This job has already been rated'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
