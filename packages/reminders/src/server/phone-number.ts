/**
 * A Learn `contact.mobilePhone` (free text: '555-010-2345', '(555) 010 2345', '+44 7700 900123')
 * as E.164, which SMS APIs want. Numbers without '+' get the configured country calling code.
 * Null when what is left is not a plausible number (8-15 digits): the recipient is skipped with
 * the reason instead of failing at the provider.
 */
export function toE164(raw: string | null, countryCode: string): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  if (/[^0-9+\s().-]/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') ? digits : trimmed.startsWith('00') ? digits.slice(2) : null;
  const full = international ?? `${countryCode}${digits.replace(/^0+/, '')}`;
  return /^[1-9]\d{7,14}$/.test(full) ? `+${full}` : null;
}
