import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { SectionTabs, useTabParam } from './section-tabs';

const TABS = [
  { key: 'one', label: 'First' },
  { key: 'two', label: 'Second' },
] as const;

function Screen() {
  const [tab, setTab] = useTabParam(TABS, 'one');
  return (
    <SectionTabs id="things" tabs={TABS} value={tab} onChange={setTab} label="Things">
      <p>Showing {tab}</p>
    </SectionTabs>
  );
}

const renderAt = (url: string) =>
  renderApp(url, { routes: [{ path: '/things', element: <Screen /> }] });

describe('SectionTabs with useTabParam', () => {
  it('opens the tab ?tab= names, its panel labelled by that tab', async () => {
    renderAt('/things?tab=two');
    const tabs = await screen.findByRole('tablist', { name: 'Things' });
    const second = within(tabs).getByRole('tab', { name: 'Second', selected: true });
    expect(second).toHaveAttribute('id', 'things-tab-two');
    expect(second).toHaveAttribute('aria-controls', 'things-panel');
    const panel = screen.getByRole('tabpanel', { name: 'Second' });
    expect(panel).toHaveAttribute('id', 'things-panel');
    expect(panel).toHaveTextContent('Showing two');
  });

  it('falls back to its first tab when ?tab= names none', async () => {
    renderAt('/things?tab=nine');
    expect(await screen.findByRole('tab', { name: 'First', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('Showing one');
  });

  it('a picked tab writes ?tab= alone, in place, dropping the other tab’s filters', async () => {
    const { user, router } = renderAt('/things?tab=one&status=open');
    await user.click(await screen.findByRole('tab', { name: 'Second' }));
    expect(router.state.location.search).toBe('?tab=two');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('Showing two');
  });
});
