import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/** One tab of a screen: its key (in ?tab= and the element ids) and its words. */
export type SectionTab<K extends string = string> = { readonly key: K; readonly label: string };

/**
 * The tab ?tab= asks for, or `fallback` when it names none of `tabs`, and how
 * to change it. Changing tab writes ?tab= alone, in place: the other tab's
 * filters are dropped with it.
 */
export function useTabParam<K extends string>(tabs: readonly SectionTab<K>[], fallback: K) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((t) => t.key === asked)?.key ?? fallback;
  const setTab = useCallback((next: K) => setParams({ tab: next }, { replace: true }), [setParams]);
  return [tab, setTab] as const;
}

type SectionTabsProps<K extends string> = {
  /** Names the elements: each tab is `<id>-tab-<key>`, the panel `<id>-panel`. */
  id: string;
  tabs: readonly SectionTab<K>[];
  value: K;
  onChange: (next: K) => void;
  /** The tab list's accessible name (the panel's is the current tab's label). */
  label: string;
  /** Scrollable by default, with its buttons on a phone too; a few short tabs may share the width. */
  variant?: 'scrollable' | 'standard' | 'fullWidth';
  panelSx?: SxProps<Theme>;
  /** The current tab's content. */
  children: ReactNode;
};

/**
 * A screen made of tabs (Admin, Bookings, Communication, the nurse profile):
 * the tab bar on its card, then the current tab's panel, labelled by its tab.
 */
export function SectionTabs<K extends string>({
  id,
  tabs,
  value,
  onChange,
  label,
  variant = 'scrollable',
  panelSx,
  children,
}: SectionTabsProps<K>) {
  const panelId = `${id}-panel`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined">
        <Tabs
          value={value}
          onChange={(_event, next: K) => onChange(next)}
          variant={variant}
          allowScrollButtonsMobile={variant === 'scrollable'}
          aria-label={label}
        >
          {tabs.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`${id}-tab-${t.key}`}
              aria-controls={panelId}
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${value}`} sx={panelSx}>
        {children}
      </Box>
    </Box>
  );
}
