import { useId, useMemo } from 'react';

/** A titled JSON dump (the raw parse, the Learn bodies); text only, never HTML; scrolls when long. */
export function JsonView({ label, value }: { label: string; value: unknown }) {
  const id = useId();
  const text = useMemo(() => JSON.stringify(value, null, 2), [value]);
  return (
    <section className="upload-rubric__json" aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      <pre tabIndex={0} aria-labelledby={id}>
        {text}
      </pre>
    </section>
  );
}
