import { useId, type ReactNode } from 'react';

/** A collapsible section: a heading whose button shows or hides the body (keyboard: Enter/Space). */
export function Section({
  title,
  open,
  onToggle,
  children,
}: {
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const bodyId = useId();
  return (
    <section className="gh-section">
      <h2>
        <button
          type="button"
          className="gh-section__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span aria-hidden="true" className="gh-section__icon">
            {open ? '▾' : '▸'}
          </span>
          {title}
        </button>
      </h2>
      <div id={bodyId} className="gh-section__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
