import { truncateCitationTitle } from '../domain/citation-title.ts';
import type { ChatMessage } from './chat-history.ts';

export interface MessageTexts {
  you: string;
  assistant: string;
  sources: string;
  newTab: string;
}

/**
 * One message: who said it (for screen readers), the text as plain text (line breaks kept,
 * nothing parsed as HTML) and, for answers, the cited Learn items. A citation shows at most 30
 * characters of its title; the full title is the link's name and appears on hover and focus.
 */
export function MessageView({ message, texts }: { message: ChatMessage; texts: MessageTexts }) {
  return (
    <li className={`cc-msg cc-msg--${message.role}`}>
      <span className="visually-hidden">{message.role === 'user' ? texts.you : texts.assistant}: </span>
      <p className="cc-msg__text">{message.content}</p>
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
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </li>
  );
}
