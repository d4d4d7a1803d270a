import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The searchable text of each table, as one expression used by both the
// trigram index and the queries, so that the planner can use the index.
// search_norm() = lower(unaccent(text)), declared IMMUTABLE in the first
// migration (unaccent itself is only STABLE and cannot be indexed).
const norm = (...parts: (AnyPgColumn | SQL)[]): SQL =>
  sql`search_norm(${sql.join(
    parts.map((p) => sql`coalesce(${p}, '')`),
    sql` || ' ' || `,
  )})`;

export const customerNameText = (t: { firstname: AnyPgColumn; lastname: AnyPgColumn }) =>
  norm(t.firstname, t.lastname);
export const nurseNameText = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  norm(t.firstName, t.lastName);
export const jobCardSearchText = (t: {
  careCardNumber: AnyPgColumn;
  clientName: AnyPgColumn;
  patientName: AnyPgColumn;
}) => norm(t.careCardNumber, t.clientName, t.patientName);
export const bookingSearchText = (t: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  primaryPhoneNumber: AnyPgColumn;
}) => norm(t.firstName, t.lastName, t.primaryPhoneNumber);

/** A search term as search_norm() stores text: lower case, accents removed. */
export const searchNorm = (term: string) =>
  term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A search term as a LIKE pattern for any part of the text search_norm() stores. */
export const likeTerm = (term: string) =>
  `%${searchNorm(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a name search the text must each hold, in any order: the longest first, at most this many. */
export const SEARCH_WORDS = 4;

/** The words of a term as LIKE patterns, the longest first, at most SEARCH_WORDS. */
function wordPatterns(term: string): string[] {
  const words = searchNorm(term).split(/\s+/).filter(Boolean);
  words.sort((a, b) => b.length - a.length);
  const patterns = words.slice(0, SEARCH_WORDS).map((w) => likeTerm(w));
  return patterns.length ? patterns : [likeTerm(term)];
}

/**
 * A search term as LIKE patterns, one a word: "Nabukenya Akello" finds Akello
 * Nabukenya (issue 38). The longest word first (the trigram index reads it);
 * the rest padded with '%' (which holds every text) to SEARCH_WORDS, so a
 * prepared statement has one shape for any term.
 */
export function likeWords(term: string): string[] {
  const patterns = wordPatterns(term);
  while (patterns.length < SEARCH_WORDS) patterns.push('%');
  return patterns;
}

/** `text` holds every word of the term, in any order (no padding: the statement is built per term). */
export const holdsWords = (text: SQL | AnyPgColumn, term: string): SQL =>
  sql.join(
    wordPatterns(term).map((w) => sql`${text} LIKE ${w}`),
    sql` AND `,
  );
