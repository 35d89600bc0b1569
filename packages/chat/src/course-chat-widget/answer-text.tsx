import { Fragment } from 'react';
import type { ChatMessage } from './chat-history.ts';

/**
 * An answer's text with each `[n]` a link to citations[n-1] (issue 25 §5: "the [n] in the answer
 * is a link"), opening the item (or the file) in a new tab, named for screen readers by the
 * source's title. Everything else stays plain text: nothing of the answer is parsed as HTML.
 */
export function AnswerText({
  content,
  citations,
  sourceName,
}: {
  content: string;
  citations: ChatMessage['citations'];
  /** The accessible name of the n-th citation link. */
  sourceName: (n: number, title: string) => string;
}) {
  const pieces = content.split(/(\[\d{1,2}\])/);
  return (
    <>
      {pieces.map((piece, i) => {
        const n = /^\[(\d{1,2})\]$/.exec(piece)?.[1];
        const citation = n ? citations[Number(n) - 1] : undefined;
        if (!n || !citation) return <Fragment key={i}>{piece}</Fragment>;
        return (
          <a
            key={i}
            className="cc-cite-ref"
            href={citation.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={sourceName(Number(n), citation.title)}
          >
            [{n}]
          </a>
        );
      })}
    </>
  );
}
