import { formatPhone } from './phone.ts';

export interface InstructorSource {
  name?: { given?: string | undefined; family?: string | undefined } | undefined;
  contact?: { email?: string | undefined; mobilePhone?: string | undefined } | undefined;
}

export interface Instructor {
  name: string;
  email: string;
  phone: string;
}

/**
 * Instructors across courses keyed by full name (001 §3, §5): the first record of a name
 * wins, but a later one fills an email or phone the first lacked. Empty names are skipped.
 */
export function dedupeInstructors(users: readonly InstructorSource[]): Instructor[] {
  const byName = new Map<string, Instructor>();
  for (const user of users) {
    const name = [user.name?.given, user.name?.family]
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
    if (!name) continue;
    const email = user.contact?.email?.trim() ?? '';
    const phone = formatPhone(user.contact?.mobilePhone);
    const known = byName.get(name);
    if (!known) byName.set(name, { name, email, phone });
    else byName.set(name, { name, email: known.email || email, phone: known.phone || phone });
  }
  return [...byName.values()];
}
