import { useId, type ReactNode } from 'react';
import { format, useMessages, type ToolScreenProps } from '@tools/launch';
import { StatusView } from '@tools/ui';
import { messages } from '../messages.ts';
import { useLocker } from './use-locker.ts';
import '../shared/content.css';

/** MyLocker (001 §2.1): the student's homework, courses, instructors and groups as four sticky notes. */
export default function MyLockerScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  return <Locker uuid={launch.uuid} />;
}

function Sticky({
  title,
  empty,
  emptyText,
  children,
}: {
  title: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="ct-sticky" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? <p>{emptyText}</p> : children}
    </section>
  );
}

function Locker({ uuid }: { uuid: string }) {
  const m = useMessages(messages);
  const { pending, error, locker } = useLocker(uuid);
  if (error) return <StatusView status="error" error={format(m.lockerError, { message: error.message })} />;
  if (pending || !locker) return <StatusView status="loading" loadingText={m.lockerLoading} />;
  return (
    <div className="ct-locker">
      <Sticky title={m.homeworkTitle} empty={locker.homework.length === 0} emptyText={m.homeworkEmpty}>
        <ul>
          {locker.homework.map((h) => (
            <li key={h.key}>
              <a href={h.url} target="_blank" rel="noopener noreferrer">
                {h.title}
              </a>{' '}
              <span className="ct-note">({h.courseName})</span>
            </li>
          ))}
        </ul>
      </Sticky>
      <Sticky title={m.coursesTitle} empty={locker.courses.length === 0} emptyText={m.coursesEmpty}>
        <ul>
          {locker.courses.map((c) => (
            <li key={c.id}>
              <a href={c.url} target="_blank" rel="noopener noreferrer">
                {c.name}
                <span className="visually-hidden"> {m.opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </Sticky>
      <Sticky title={m.instructorsTitle} empty={locker.instructors.length === 0} emptyText={m.instructorsEmpty}>
        <ul>
          {locker.instructors.map((i) => (
            <li key={i.name}>
              <strong>{i.name}</strong>
              {i.email ? (
                <>
                  <br />
                  <span className="visually-hidden">{m.emailLabel}: </span>
                  <a href={`mailto:${i.email}`}>{i.email}</a>
                </>
              ) : null}
              {i.phone ? (
                <>
                  <br />
                  <span className="visually-hidden">{m.phoneLabel}: </span>
                  <span>{i.phone}</span>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </Sticky>
      <Sticky title={m.groupsTitle} empty={locker.groups.length === 0} emptyText={m.groupsEmpty}>
        <ul>
          {locker.groups.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      </Sticky>
    </div>
  );
}
