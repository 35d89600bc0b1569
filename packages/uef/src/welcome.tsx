import { format, useMessages } from '@tools/launch';
import { LearnError, type User } from '@tools/learn-api';
import { messages } from './messages.ts';

/** One readable line for a failed Learn read (our sentence for 401/403/5xx, never a token or path). */
export function learnErrorText(error: Error): string {
  return error instanceof LearnError ? error.userMessage : error.message;
}

export function displayName(user: User): string {
  const name = [user.name?.given, user.name?.family].filter(Boolean).join(' ');
  return name || user.userName || '';
}

/** The welcome heading and the user's own details, shared by both welcome pages. */
export function UserWelcome({ user, intro }: { user: User; intro: string }) {
  const m = useMessages(messages);
  const rows: [string, string | undefined][] = [
    [m.name, displayName(user)],
    [m.userName, user.userName],
    [m.email, user.contact?.email],
  ];
  return (
    <section aria-labelledby="uef-welcome">
      <h2 id="uef-welcome">{format(m.welcome, { name: displayName(user) })}</h2>
      <p>{intro}</p>
      <dl className="ct-fields" aria-label={m.name}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || m.notAvailable}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
