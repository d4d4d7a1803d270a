import { GAZETTEER, type Place, type PlaceKind } from './gazetteer-data.ts';

export type PlaceSuggestion = {
  /** Short text for the dropdown, e.g. 'Ntinda, Nakawa Division, Kampala'. */
  label: string;
  /** What is stored as the address: the label plus the country. */
  address: string;
  latitude: number;
  longitude: number;
  kind: PlaceKind;
};

/**
 * Address autocomplete restricted to Uganda (ruling 25). The gazetteer
 * answers offline; a maps provider can implement the same shape when its key
 * is set, so callers never know which one they talk to.
 */
export type PlacesProvider = {
  kind: 'gazetteer' | 'maps';
  search: (query: string, limit?: number) => Promise<PlaceSuggestion[]>;
};

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 25;
// One letter matches a large part of the country and tells us nothing; the
// dropdown stays empty until there is something to rank.
const MIN_QUERY_LENGTH = 2;

/**
 * Lower case, accents dropped (people type "Kisaasi" on phones that add
 * diacritics, and paste names from documents that have them), apostrophes
 * removed so "St Mary's" and "st marys" meet, anything else that is not a
 * letter or digit turned into a single space so "China-Uganda" splits into
 * words.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2019`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Match quality, best first. "Base" is the name without a trailing District,
// City or Division, so "gulu" counts Gulu City and Gulu District as exact
// rather than as mere prefixes that could be outranked by a longer name.
const TIER = {
  exact: 0,
  exactBase: 1,
  namePrefix: 2,
  nameWordPrefix: 3,
  contextWordPrefix: 4,
  substring: 5,
} as const;
const NO_MATCH = Number.POSITIVE_INFINITY;

// Within one tier: populated places first because an address is usually where
// the patient lives; facilities next (hospitals are common care addresses but
// share words with the places they stand in); districts last because they are
// too coarse to send a nurse to.
const KIND_RANK: Record<PlaceKind, number> = {
  city: 0,
  town: 1,
  division: 2,
  neighbourhood: 3,
  facility: 4,
  district: 5,
};

type IndexEntry = {
  /** Normalised name and alternative spelling. */
  names: string[];
  /** The same with a leading space, so a word-start test is one includes(). */
  paddedNames: string[];
  bases: string[];
  /** Words of name, alt, area and district: "kamp" finds everything in Kampala. */
  words: string[];
  kindRank: number;
  sortKey: string;
  suggestion: PlaceSuggestion;
};

function labelOf(place: Place): string {
  const parts = [place.name];
  if (place.area) parts.push(place.area);
  const own = [place.district, `${place.district} District`, `${place.district} City`];
  if (!own.includes(place.name)) parts.push(place.district);
  return parts.join(', ');
}

function baseOf(name: string): string | null {
  const base = name.replace(/ (district|city|division)$/, '');
  return base === name ? null : base;
}

// Built once at module load: normalising ~400 names on every keystroke would
// cost more than the search itself, and the data never changes at run time.
const INDEX: readonly IndexEntry[] = GAZETTEER.map((place) => {
  const names = [place.name, place.alt].filter((n): n is string => !!n).map(normalise);
  const label = labelOf(place);
  return {
    names,
    paddedNames: names.map((n) => ` ${n}`),
    bases: names.map(baseOf).filter((b): b is string => b !== null),
    words: [
      ...new Set(normalise([...names, place.area ?? '', place.district].join(' ')).split(' ')),
    ],
    kindRank: KIND_RANK[place.kind],
    sortKey: names[0] ?? '',
    suggestion: {
      label,
      address: `${label}, Uganda`,
      latitude: place.lat,
      longitude: place.lng,
      kind: place.kind,
    },
  };
});

function tierOf(entry: IndexEntry, query: string, tokens: string[]): number {
  let best = NO_MATCH;
  for (let i = 0; i < entry.names.length; i++) {
    const name = entry.names[i]!;
    if (name === query) return TIER.exact;
    if (name.startsWith(query)) best = Math.min(best, TIER.namePrefix);
    else if (entry.paddedNames[i]!.includes(` ${query}`))
      best = Math.min(best, TIER.nameWordPrefix);
    else if (name.includes(query)) best = Math.min(best, TIER.substring);
  }
  if (entry.bases.includes(query)) return TIER.exactBase;
  // Every typed word must start some word of the place or of where it is, so
  // "ntinda kampala" and "hospital gulu" work in any order.
  if (
    best > TIER.contextWordPrefix &&
    tokens.every((t) => entry.words.some((w) => w.startsWith(t)))
  ) {
    best = TIER.contextWordPrefix;
  }
  return best;
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(0, Math.floor(limit)));
}

export function searchGazetteer(query: string, limit?: number): PlaceSuggestion[] {
  const q = normalise(query);
  const max = clampLimit(limit);
  if (q.length < MIN_QUERY_LENGTH || max === 0) return [];
  const tokens = q.split(' ');
  const hits: { entry: IndexEntry; tier: number }[] = [];
  for (const entry of INDEX) {
    const tier = tierOf(entry, q, tokens);
    if (tier !== NO_MATCH) hits.push({ entry, tier });
  }
  hits.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.entry.kindRank - b.entry.kindRank ||
      a.entry.sortKey.length - b.entry.sortKey.length ||
      (a.entry.sortKey < b.entry.sortKey ? -1 : a.entry.sortKey > b.entry.sortKey ? 1 : 0),
  );
  // Copies, so a caller that edits a suggestion cannot change the index.
  return hits.slice(0, max).map((h) => ({ ...h.entry.suggestion }));
}

/** The offline provider: the shipped gazetteer, no network, no key. */
export function gazetteerProvider(): PlacesProvider {
  return {
    kind: 'gazetteer',
    async search(query, limit) {
      return searchGazetteer(query, limit);
    },
  };
}
