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
