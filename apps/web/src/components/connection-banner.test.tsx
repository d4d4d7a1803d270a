import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BACK_ONLINE_MS, ConnectionBanner } from './connection-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('ConnectionBanner', () => {
  it('says nothing while the connection is there', () => {
    render(<ConnectionBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows when the connection is gone and when it is back, then steps aside', () => {
    vi.useFakeTimers();
    render(<ConnectionBanner />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No internet connection. Lists already loaded stay readable; saving is paused until you are back online.',
    );

    goOffline(false);
    expect(screen.getByRole('status')).toHaveTextContent('Back online. Saving works again.');
    act(() => vi.advanceTimersByTime(BACK_ONLINE_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent('Back online');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('opened without a network, it says so at once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ConnectionBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('No internet connection');
  });
});
