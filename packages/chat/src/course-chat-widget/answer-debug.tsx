import type * as chat from '../contracts.ts';

export interface DebugTexts {
  summary: string;
  part: string;
  asks: string;
  anything: string;
  notAnswered: string;
  words: string;
  passages: string;
}

/**
 * How the server read a question (course staff only, issue 25 §2): each part, the kind of answer
 * it asks for, each word with the terms it was searched as (spelling corrections, glossary
 * concepts, synonyms) and their weights, and the best passages. Closed by default.
 */
export function AnswerDebug({ debug, texts }: { debug: chat.ChatDebug; texts: DebugTexts }) {
  return (
    <details className="cc-debug">
      <summary>{texts.summary}</summary>
      {debug.parts.map((part, i) => (
        <div key={i} className="cc-debug__part">
          <p>
            <strong>{texts.part}</strong> {part.text}
          </p>
          <p>
            {texts.asks} {part.asks.length > 0 ? part.asks.join(', ') : texts.anything}
            {part.refusal ? ` · ${texts.notAnswered} (${part.refusal})` : ''}
          </p>
          <p>{texts.words}</p>
          <ul>
            {part.words.map((w, j) => (
              <li key={j}>
                <code>{w.word}</code> ×{w.weight}:{' '}
                {w.terms.map((t) => `${t.term}${t.via ? ` (${t.via})` : ''} [${t.source} ${t.weight}]`).join(', ')}
              </li>
            ))}
          </ul>
          <p>{texts.passages}</p>
          <ol>
            {part.passages.map((p, j) => (
              <li key={j}>
                {p.title}
                {p.heading ? ` › ${p.heading}` : ''} ({p.score})
              </li>
            ))}
          </ol>
        </div>
      ))}
    </details>
  );
}
