import { truncateCitationTitle } from '../domain/citation-title.ts';
import { AnswerDebug, type DebugTexts } from './answer-debug.tsx';
import { AnswerText } from './answer-text.tsx';
import type { ChatMessage } from './chat-history.ts';

export interface MessageTexts {
  you: string;
  assistant: string;
  sources: string;
  newTab: string;
  /** Accessible name of an in-text citation link: "Source {n}: {title} (opens in a new tab)". */
  sourceLink: (n: number, title: string) => string;
  debug: DebugTexts;
}

/**
 * One message: who said it (for screen readers), the text as plain text (line breaks kept,
 * nothing parsed as HTML; each `[n]` a link to its source) and, for answers, the cited Learn items
 * with the sentence each one is quoted for. A citation shows at most 30 characters of its title;
 * the full title is the link's name and appears on hover and focus.
 */
export function MessageView({ message, texts }: { message: ChatMessage; texts: MessageTexts }) {
  return (
    <li className={`cc-msg cc-msg--${message.role}`}>
      <span className="visually-hidden">{message.role === 'user' ? texts.you : texts.assistant}: </span>
      <p className="cc-msg__text">
        {message.role === 'assistant' && message.citations.length > 0 ? (
          <AnswerText content={message.content} citations={message.citations} sourceName={texts.sourceLink} />
        ) : (
          message.content
        )}
      </p>
      {message.citations.length > 0 ? (
        <div className="cc-sources">
          <span className="cc-sources__label">{texts.sources}</span>
          <ol className="cc-sources__list">
            {message.citations.map((citation, i) => (
              <li key={`${i}-${citation.href}`}>
                <a
                  className="cc-citation"
                  href={citation.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={citation.title}
                >
                  <span aria-hidden="true">
                    [{i + 1}] {truncateCitationTitle(citation.title)}
                  </span>
                  <span className="cc-citation__full">
                    [{i + 1}] {citation.title}
                    <span className="visually-hidden"> {texts.newTab}</span>
                  </span>
                </a>
                {citation.quote ? <q className="cc-citation__quote">{citation.quote}</q> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {message.debug ? <AnswerDebug debug={message.debug} texts={texts.debug} /> : null}
    </li>
  );
}
