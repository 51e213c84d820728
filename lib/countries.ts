/**
 * Country names from the ISO 3166-1 code, in English, from the Unicode CLDR data the browser and
 * Node carry (Intl.DisplayNames): no hand-kept list of names.
 */
const names = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
})();

/** 'Canada' for 'CA'; the code itself when the name is not known. */
export function countryName(code: string): string {
  return names?.of(code) ?? code;
}
