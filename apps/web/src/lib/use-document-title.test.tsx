import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentTitle, documentTitle, useDocumentTitle } from './use-document-title';

// Issue 21: the browser tab names the screen and the open record.
function Screen({
  name,
  record,
  children,
}: {
  name: string;
  record?: string | null;
  children?: ReactNode;
}) {
  useDocumentTitle(name, record);
  return <>{children}</>;
}

describe('useDocumentTitle', () => {
  afterEach(() => {
    document.title = '';
  });

  it('formats "<record> · <Screen>" with a record and "<Screen> · Care Back-office" without', () => {
    expect(documentTitle('Nurses', 'Grace Namuli')).toBe('Grace Namuli · Nurses');
    expect(documentTitle('Nurses')).toBe('Nurses · Care Back-office');
    expect(documentTitle('Nurses', null)).toBe('Nurses · Care Back-office');
  });

  it('names the tab after the screen, then the record once it has loaded', () => {
    const { rerender, unmount } = render(<Screen name="Nurses" />);
    expect(document.title).toBe('Nurses · Care Back-office');
    rerender(<Screen name="Nurses" record="Grace Namuli" />);
    expect(document.title).toBe('Grace Namuli · Nurses');
    unmount();
    expect(document.title).toBe('Care Back-office');
  });

  it('lets the open record inside a list screen, or a dialog over a profile, name the tab', () => {
    // The profile is a child route of the list: its effect runs before the list's.
    const { rerender } = render(
      <Screen name="Nurses">
        <Screen name="Nurses" record="Grace Namuli" />
      </Screen>,
    );
    expect(document.title).toBe('Grace Namuli · Nurses');
    rerender(
      <Screen name="Customers">
        <Screen name="Customers" record="Kato Mukasa">
          <Screen name="Job cards" record="Job card CC-2026-000001" />
        </Screen>
      </Screen>,
    );
    expect(document.title).toBe('Job card CC-2026-000001 · Job cards');
    rerender(
      <Screen name="Customers">
        <Screen name="Customers" record="Kato Mukasa" />
      </Screen>,
    );
    expect(document.title).toBe('Kato Mukasa · Customers');
    rerender(<Screen name="Customers" />);
    expect(document.title).toBe('Customers · Care Back-office');
  });

  it('is an element too, for routes without a screen of their own', () => {
    render(<DocumentTitle screen="Sign in" />);
    expect(document.title).toBe('Sign in · Care Back-office');
  });
});
