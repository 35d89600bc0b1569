/**
 * Initials of a person's name: the first letter of each word, upper-cased ("Jane van Dyke" ->
 * "JVD"). Learn names come as given + family; ADO as "Given Family" or "Family, Given".
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return '';
  // ADO sometimes gives "Family, Given <email>": drop the address, put given first.
  const withoutEmail = trimmed.replace(/<[^>]*>/g, '').trim();
  const comma = /^([^,]+),\s*(.+)$/.exec(withoutEmail);
  const ordered = comma ? `${comma[2]} ${comma[1]}` : withoutEmail;
  return ordered
    .split(/[\s.-]+/)
    .filter((word) => /\p{L}/u.test(word))
    .map((word) => (/\p{L}/u.exec(word)?.[0] ?? '').toUpperCase())
    .join('');
}

/** Learn's name object as initials; a dash when there is no name (spec 001 §7 "initials or a dash"). */
export function initialsOrDash(name: { given?: string | null; family?: string | null } | null | undefined): string {
  const full = [name?.given ?? '', name?.family ?? ''].join(' ').trim();
  return full === '' ? '-' : initialsOf(full);
}
