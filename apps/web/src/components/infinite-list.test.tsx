import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { scrollIntoViewAll } from '../test/intersection-observer';
import { renderWithProviders } from '../test/render';
import { InfiniteList, nextOffset } from './infinite-list';

type Item = { id: number };
const items = (from: number, count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i }));

function renderList(fetchPage: (offset: number, limit: number) => Promise<Item[]>) {
  return renderWithProviders(
    <InfiniteList
      queryKey={['test']}
      fetchPage={fetchPage}
      getKey={(item) => item.id}
      renderItem={(item) => <span>Item {item.id}</span>}
      aria-label="Items"
    />,
  );
}

describe('InfiniteList', () => {
  it('asks for the next page only while pages are full', () => {
    expect(nextOffset(items(0, 40), [items(0, 40)], 40)).toBe(40);
    expect(nextOffset(items(40, 40), [items(0, 40), items(40, 40)], 40)).toBe(80);
    expect(
      nextOffset(items(80, 39), [items(0, 40), items(40, 40), items(80, 39)], 40),
    ).toBeUndefined();
  });

  it('loads pages of 40 as the end comes near, then says there is no more', async () => {
    const fetchPage = vi.fn((offset: number, limit: number) =>
      Promise.resolve(offset === 0 ? items(0, limit) : items(offset, 5)),
    );
    renderList(fetchPage);

    expect(await screen.findByText('Item 39')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith(0, 40);
    expect(screen.queryByText('No more data available')).not.toBeInTheDocument();

    scrollIntoViewAll();
    expect(await screen.findByText('Item 44')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(40, 40);
    expect(await screen.findByText('No more data available')).toBeInTheDocument();

    scrollIntoViewAll();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('says "No data available" when empty', async () => {
    renderList(() => Promise.resolve([]));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows the error message and retries', async () => {
    const fetchPage = vi
      .fn<(offset: number, limit: number) => Promise<Item[]>>()
      .mockRejectedValueOnce(new ApiError({ status: 0, message: 'No internet connection' }))
      .mockResolvedValue(items(0, 2));
    const { user } = renderList(fetchPage);

    expect(await screen.findByText('No internet connection')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Item 1')).toBeInTheDocument());
  });

  describe('offline', () => {
    afterEach(() => onlineManager.setOnline(true));

    it('says "No internet connection" with Retry instead of spinning, and loads once back online', async () => {
      onlineManager.setOnline(false);
      const fetchPage = vi.fn(() => Promise.resolve(items(0, 2)));
      const { user } = renderList(fetchPage);

      expect(await screen.findByText('No internet connection')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(fetchPage).not.toHaveBeenCalled();

      onlineManager.setOnline(true);
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Item 1')).toBeInTheDocument();
      expect(screen.queryByText('No internet connection')).not.toBeInTheDocument();
    });

    it('says so when the server cannot be reached', async () => {
      const fetchPage = vi
        .fn<(offset: number, limit: number) => Promise<Item[]>>()
        .mockRejectedValue(new ApiError({ status: 0, message: 'An error occurred' }));
      renderList(fetchPage);
      expect(await screen.findByText('No internet connection')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });
  });
});
