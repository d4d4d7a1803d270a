/**
 * The digits of a search term as they appear in an E.164 number:
 * '0772 12' and '+256 772 12' both look for '77212'. Null when too short.
 */
export function phoneFragment(term: string): string | null {
  // Only a term made of digits and phone punctuation is a phone number:
  // the digits of a receipt like E2E-MWRM82XR are not.
  if (!/^[\d\s+().-]+$/.test(term.trim())) return null;
  const rest = term.replace(/[^\d]/g, '').replace(/^(256|0)/, '');
  // A bare country prefix ('+256', '2567') would match every number.
  return rest.length >= 3 ? rest : null;
}
