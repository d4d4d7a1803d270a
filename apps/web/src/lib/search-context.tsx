import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

// The top-bar search term of the current section (SPEC 2, ruling 7).

/** Searching starts at this many typed characters (SPEC 9). */
export const MIN_SEARCH_LENGTH = 3;

type SearchState = { term: string; setTerm: (term: string) => void };

const SearchContext = createContext<SearchState>({ term: '', setTerm: () => {} });

/** Mounted once per section visit: a new section (or choosing the menu entry) starts empty. */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [term, setTerm] = useState('');
  const value = useMemo(() => ({ term, setTerm }), [term]);
  return <SearchContext value={value}>{children}</SearchContext>;
}

/** The active search term of the current section: '' or at least 3 characters. */
export function useSectionSearch(): string {
  return useContext(SearchContext).term;
}

export function useSetSectionSearch(): (term: string) => void {
  return useContext(SearchContext).setTerm;
}

/** The term to report for what is typed: '' until 3 characters (trimmed). */
export function searchTermFor(input: string): string {
  const trimmed = input.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : '';
}
