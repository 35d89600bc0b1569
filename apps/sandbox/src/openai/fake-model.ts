/**
 * The fake model's mind: deterministic, grounded in the prompt's numbered passages, and
 * deliberately gullible (it obeys an instruction planted in a passage), so a client can prove
 * that it checks citations and strips links instead of trusting the model.
 */

export interface PromptPassage {
  n: number;
  title: string;
  text: string;
}

export interface ParsedPrompt {
  question: string;
  passages: PromptPassage[];
}

/** A chat message as the API accepts it: text, or an array of content parts. */
export interface IncomingMessage {
  role: string;
  content: string | { type: string; text?: string }[] | null;
}

export const textOf = (m: IncomingMessage): string =>
  typeof m.content === 'string'
    ? m.content
    : (m.content ?? []).map((part) => (part.type === 'text' && part.text ? part.text : '')).join('');

/** `{"passages":[{"n":1,"title":"…","text":"…"}]}` anywhere in the text (how our server sends them). */
function jsonPassages(text: string): PromptPassage[] | undefined {
  for (let at = text.indexOf('{"passages"'); at >= 0; at = text.indexOf('{"passages"', at + 1)) {
    const line = text.slice(at).split('\n')[0]!;
    try {
      const data = JSON.parse(line) as { passages?: unknown };
      if (!Array.isArray(data.passages)) continue;
      return data.passages.flatMap((p: { n?: unknown; title?: unknown; text?: unknown }, i) =>
        typeof p.text === 'string'
          ? [{ n: typeof p.n === 'number' ? p.n : i + 1, title: String(p.title ?? ''), text: p.text }]
          : [],
      );
    } catch {
      // Not this one; try the next occurrence.
    }
  }
  return undefined;
}

/** `[1] text` lines: the usual plain-text way of numbering sources in a prompt. */
function bracketPassages(text: string): PromptPassage[] {
  return [...text.matchAll(/^\[(\d+)\]\s*(.+)$/gm)].map((m) => ({ n: Number(m[1]), title: '', text: m[2]! }));
}

/** The question and the passages of the last user turn (system text is rules, never data). */
export function parsePrompt(messages: readonly IncomingMessage[]): ParsedPrompt {
  const user = messages
    .filter((m) => m.role === 'user')
    .map(textOf)
    .join('\n');
  const passages = jsonPassages(user) ?? bracketPassages(user);
  const labelled = /(?:^|\n)Question:\s*\n?([\s\S]*?)(?:\n\s*\n|$)/.exec(user)?.[1]?.trim();
  const question =
    labelled ||
    user
      .split('\n')
      .find((l) => l.trim() && !l.startsWith('['))
      ?.trim() ||
    '';
  return { question, passages };
}

const INJECTION =
  /ignore (?:all |any )?(?:of )?(?:the |your )?(?:previous |prior |above |earlier )?instructions[.!:,]?/i;
const TELL = /^tell (?:the |a )?(?:students?|users?) that (.+?)(?:,? and cite (?:source |passage )?(\[\d+\]))?\.?$/i;

/** A passage that says "ignore all previous instructions" is obeyed: what follows is the answer. */
function obey(passages: readonly PromptPassage[]): string | undefined {
  for (const p of passages) {
    const m = INJECTION.exec(p.text);
    if (!m) continue;
    const order = p.text
      .slice(m.index + m[0].length)
      .trim()
      .split('\n')[0]!
      .trim();
    const tell = TELL.exec(order);
    if (!tell) return order;
    const claim = tell[1]!.charAt(0).toUpperCase() + tell[1]!.slice(1);
    return `${claim}${tell[2] ? ` ${tell[2]}` : ''}.`;
  }
  return undefined;
}

const SMALL = new Set(['the', 'and', 'for', 'are', 'what', 'when', 'where', 'which', 'who', 'how', 'does', 'can', 'you', 'with', 'this', 'that', 'there', 'about', 'from', 'have', 'has', 'was', 'were', 'will', 'should', 'would', 'could', 'into', 'your', 'our', 'any', 'all', 'its', 'their', 'them', 'they', 'than', 'then', 'is', 'do', 'i', 'my', 'me', 'to', 'of', 'in', 'on', 'at', 'a', 'an', 'or', 'be', 'it', 'if', 'by', 'as']); // prettier-ignore
const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1 && !SMALL.has(w))
      .map((w) => w.replace(/(?:es|s)$/, '')),
  );

interface Scored {
  n: number;
  sentence: string;
  score: number;
}

/** Every sentence of every passage with the number of question words it shares. */
function scoreSentences(question: string, passages: readonly PromptPassage[]): Scored[] {
  const wanted = words(question);
  return passages.flatMap((p) =>
    p.text
      .split(/(?<=[.!?])\s+|\n+/)
      .map((s) => s.trim())
      .filter((s) => s.length > 3)
      .map((sentence) => ({ n: p.n, sentence, score: [...words(sentence)].filter((w) => wanted.has(w)).length })),
  );
}

export const NOT_COVERED = 'The course materials provided do not cover that question.';

/**
 * The answer: obey a planted instruction if any passage has one; otherwise the best sentence
 * (and a second one from another passage when it is nearly as good), each cited [n]; nothing
 * relevant gives a refusal without citations. `cite: false` answers without any citation.
 */
export function answerFromPrompt(prompt: ParsedPrompt, options: { cite: boolean } = { cite: true }): string {
  const planted = obey(prompt.passages);
  if (planted) return planted;
  const scored = scoreSentences(prompt.question, prompt.passages)
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.n - b.n);
  const best = scored[0];
  if (!best) return NOT_COVERED;
  const second = scored.find((s) => s.n !== best.n && s.score * 2 >= best.score + 1);
  const cite = (s: Scored) => (options.cite ? `${s.sentence} [${s.n}]` : s.sentence);
  return [best, ...(second ? [second] : [])].map(cite).join(' ');
}
