import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, Outlet, type RouteObject } from 'react-router';
import { renderApp } from '../test/render';
import { toast } from '../lib/toast';
import { PageToasts } from './page-toasts';

/** Two pages under a layout with the app's toast clearing; buttons toast. */
const pages: RouteObject[] = [
  {
    element: (
      <>
        <PageToasts />
        <Outlet />
      </>
    ),
    children: [
      {
        path: '/',
        element: (
          <>
            <button
              type="button"
              onClick={() => toast.error('Invalid verification, please try again')}
            >
              Fail
            </button>
            <button type="button" onClick={() => toast.success('Saved')}>
              Save
            </button>
            <Link to="/next">Next page</Link>
          </>
        ),
      },
      { path: '/next', element: <p>Next page here</p> },
    ],
  },
];

const toastsReading = (text: string) => screen.queryAllByText(text);

describe('toasts', () => {
  it('one toast per message: the same text twice shows once', async () => {
    const { user } = renderApp('/', { routes: pages });
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    toast.error(' Invalid verification, please try again ');
    toast.warning('Invalid verification, please try again');
    expect(await screen.findByText('Invalid verification, please try again')).toBeVisible();
    expect(toastsReading('Invalid verification, please try again')).toHaveLength(1);
  });

  it('the same message raised while its toast fades out shows again', async () => {
    renderApp('/', { routes: pages });
    toast.error('Some fields are not filled', { autoHideDuration: 100 });
    expect(await screen.findByText('Some fields are not filled')).toBeVisible();
    // Closing has begun (the exit and collapse take about 370 ms), the toast is still there.
    await new Promise((r) => setTimeout(r, 200));
    expect(toastsReading('Some fields are not filled')).toHaveLength(1);
    toast.error('Some fields are not filled');
    // The leaving toast goes; the new one (5 s) stays, and only it.
    await new Promise((r) => setTimeout(r, 1000));
    expect(toastsReading('Some fields are not filled')).toHaveLength(1);
  });

  it('the same message raised just before its toast hides shows afresh, once', async () => {
    renderApp('/', { routes: pages });
    toast.error('Some fields are not filled', { autoHideDuration: 1500 });
    expect(await screen.findByText('Some fields are not filled')).toBeVisible();
    // 1.5 s left of it: the second refusal must still be on screen after that.
    toast.error('Some fields are not filled');
    await new Promise((r) => setTimeout(r, 2500));
    expect(toastsReading('Some fields are not filled')).toHaveLength(1);
  });

  it("a new page clears the last page's error toasts, not its other news", async () => {
    const { user } = renderApp('/', { routes: pages });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Invalid verification, please try again')).toBeVisible();
    // The error toast is about this page; the move happens a moment later.
    await new Promise((r) => setTimeout(r, 600));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Next page here')).toBeVisible();
    await waitFor(() =>
      expect(toastsReading('Invalid verification, please try again')).toHaveLength(0),
    );
    expect(screen.getByText('Saved')).toBeVisible();
    // Once gone, the same message may be shown again.
    toast.error('Invalid verification, please try again');
    expect(await screen.findByText('Invalid verification, please try again')).toBeVisible();
  });

  it('an error raised as the page changes (its cause) stays', async () => {
    const { user } = renderApp('/', { routes: pages });
    await screen.findByRole('link', { name: 'Next page' });
    toast.error('Error loading profile.');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Next page here')).toBeVisible();
    expect(await screen.findByText('Error loading profile.')).toBeVisible();
  });

  it('a success clears the error toasts showing, however recent (issue 38)', async () => {
    const { user } = renderApp('/', { routes: pages });
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Invalid verification, please try again')).toBeVisible();
    toast.info('Still loading');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    await waitFor(() =>
      expect(toastsReading('Invalid verification, please try again')).toHaveLength(0),
    );
    // Only errors go: other news stays.
    expect(screen.getByText('Still loading')).toBeVisible();
  });

  it('sit top-centre below the top bar at every width (issue 38)', async () => {
    window.innerWidth = 1280;
    const wide = renderApp('/', { routes: pages });
    toast.success('Wide toast');
    const wideToast = await screen.findByText('Wide toast');
    expect(wideToast.closest('.notistack-SnackbarContainer')).toHaveClass('toasts-below-top-bar');
    wide.unmount();

    window.innerWidth = 390;
    renderApp('/', { routes: pages });
    toast.success('Phone toast');
    const phoneToast = await screen.findByText('Phone toast');
    expect(phoneToast.closest('.notistack-SnackbarContainer')).toHaveClass('toasts-below-top-bar');
  });
});
