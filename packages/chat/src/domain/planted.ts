/**
 * Planted text (issue 25 §4): course text that addresses the assistant, or the reader with
 * instructions unrelated to the course. Such a passage is flagged when the course is indexed,
 * never quoted, never sent to a model, and listed for the course's staff ("content the
 * assistant will not use"). Course text is data: nothing here ever obeys it.
 *
 * The kinds, each a pattern of what planted text does rather than of any one course's words:
 * - `instructions`: tells a reader to ignore or replace earlier instructions or rules;
 * - `addresses-assistant`: speaks to an AI, assistant or chatbot, or scripts what to tell students;
 * - `revokes-policy`: announces that a course rule no longer applies (no penalty, no limit, waived);
 * - `credentials`: asks for a password, login details or a code;
 * - `outside-address`: sends people or their work, details or money to an outside address.
 */
export type PlantedKind = 'instructions' | 'addresses-assistant' | 'revokes-policy' | 'credentials' | 'outside-address';

export interface PlantedFlag {
  kind: PlantedKind;
  /** The sentence that gave it away. */
  evidence: string;
}

const AI = String.raw`(?:ai|a\.i\.|artificial intelligence|assistants?|chat ?bots?|bots?|language models?|llms?|gpt|chatgpt|copilot|models?)`;
const RULE_WORDS = String.raw`(?:penalt(?:y|ies)|polic(?:y|ies)|rules?|deadlines?|requirements?|hurdles?|limits?|word limits?|word counts?|syllabus|outline|attendance|late (?:work|submissions?)|extensions?|plagiarism checks?)`;

const PATTERNS: [PlantedKind, RegExp][] = [
  [
    'instructions',
    new RegExp(
      String.raw`\b(?:ignore|disregard|forget|override|bypass|skip)\b[^.!?\n]{0,40}\b(?:previous|prior|above|earlier|preceding|all|any|other|your|the)\b[^.!?\n]{0,25}\b(?:instructions?|prompts?|rules|directions|guidelines|directives|policies|system message)\b|\bnew (?:instructions|rules) (?:for|to)\b|\bsystem prompt\b|\bjailbreak\b|\byou are now (?:a|an|in)\b|\bdeveloper mode\b`,
      'i',
    ),
  ],
  [
    'addresses-assistant',
    new RegExp(
      String.raw`\b(?:note|message|instructions?|reminder|memo)s? (?:to|for) (?:any |the |all |every )?${AI}\b|\b(?:dear|attention|hey|hello) ${AI}\b|\b(?:if|when) (?:you are|you're) an? ${AI}\b|\b${AI} (?:reading|processing|summari[sz]ing|answering)\b|\b(?:if|when|whenever) (?:a |any |the )?(?:students?|users?|anyone|someone|people) asks?\b[^.!?\n]{0,80}\b(?:say|tell|answer|respond|reply)\b|\b(?:tell|inform|assure|remind) (?:the |all |any )?(?:students?|users?|everyone|people)\b[^.!?\n]{0,20}\bthat\b`,
      'i',
    ),
  ],
  [
    'revokes-policy',
    new RegExp(
      String.raw`\b${RULE_WORDS}\b[^.!?\n]{0,60}\b(?:no longer (?:appl(?:y|ies)|exists?|counts?|in (?:effect|force)|enforced|matters?)|(?:has|have) been (?:cancell?ed|waived|removed|abolished|scrapped|suspended|lifted|dropped|withdrawn)|(?:is|are) (?:now )?(?:void|waived|cancell?ed|suspended|abolished|not enforced|lifted)|do(?:es)? not apply (?:any ?more|this (?:semester|term|year)))\b|\bthere (?:is|are) (?:now )?no (?:late )?(?:penalt(?:y|ies)|word limit|deadlines?)\b(?! for (?:early|on-time))|\bno (?:late )?penalt(?:y|ies) (?:for|on) (?:handing|submitting|late)\b|\bhas no word limit\b|\b(?:ignore|disregard) the (?:syllabus|outline|course guide|rules|penalty|deadline)\b`,
      'i',
    ),
  ],
];

const CREDENTIAL =
  /\b(?:passwords?|passcodes?|passphrases?|log-?in details|login|credentials|pin(?: number)?|security codes?|one-time codes?|mfa codes?|2fa codes?|verification codes?|bank details|credit card|card number)\b/i;
const REQUEST =
  /\b(?:send|email|e-mail|reply|replying|give|provide|share|enter|confirm|verify|submit|type|post|tell|forward|text|dm|message)\b/i;
const NEGATED =
  /\b(?:never|do not|don't|not|nobody will|no one will|will never)\s+(?:\w+\s+){0,4}(?:send|share|give|tell|email|e-mail|provide|enter|ask)\b/i;

const ADDRESS = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\bhttps?:\/\/[^\s<>"')\]]+|\bwww\.[^\s<>"')\]]+/gi;
const SEND_THINGS =
  /\b(?:send|email|e-mail|submit|upload|forward|mail|post|pay|transfer|hand in|give)\b[^.!?\n]{0,80}\b(?:work|assignments?|problem sets?|essays?|reports?|homework|answers?|details|documents?|files?|id|student (?:number|id)|card|payment|fees?|money|passwords?|results?)\b/i;
const INSTEAD =
  /\binstead of (?:using )?(?:learn|blackboard|the course|the assignment|turnitin|the portal|the submission)/i;
const URGENT =
  /\b(?:suspended|deactivated|locked|verify your account|confirm your (?:account|identity|details)|within 24 hours|immediately|urgent|act now|claim (?:your|a) (?:prize|reward|refund))\b/i;

/** Host names an address may have without counting as outside (the Learn site's own domain). */
function hostOf(address: string): string {
  const at = address.indexOf('@');
  if (at >= 0 && !address.includes('://')) return address.slice(at + 1).toLowerCase();
  try {
    return new URL(address.startsWith('www.') ? `https://${address}` : address).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** The registrable part of a host, roughly: its last two labels (three under a two-letter country code). */
function siteOf(host: string): string {
  const labels = host.split('.');
  const keep = labels.length > 2 && labels.at(-1)!.length === 2 && labels.at(-2)!.length <= 3 ? 3 : 2;
  return labels.slice(-keep).join('.');
}

function outsideAddresses(sentence: string, homeHost: string | undefined): string[] {
  const home = homeHost ? siteOf(homeHost.toLowerCase()) : undefined;
  return [...sentence.matchAll(ADDRESS)].map((m) => m[0]).filter((a) => !home || siteOf(hostOf(a)) !== home);
}

const sentencesOf = (text: string) =>
  text
    .split(/\n|(?<=[.!?])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Whether a passage is planted text, and which sentence shows it. `homeHost` is the Learn site's
 * host: addresses on its domain are the institution's own, not outside.
 */
export function detectPlanted(text: string, homeHost?: string): PlantedFlag | null {
  for (const sentence of sentencesOf(text)) {
    for (const [kind, re] of PATTERNS) if (re.test(sentence)) return { kind, evidence: sentence };
    if (CREDENTIAL.test(sentence) && REQUEST.test(sentence) && !NEGATED.test(sentence))
      return { kind: 'credentials', evidence: sentence };
    const outside = outsideAddresses(sentence, homeHost);
    // Addresses read as one word, so their dots do not end the phrase around them.
    const plain = sentence.replace(ADDRESS, 'ADDRESS');
    if (outside.length > 0 && (SEND_THINGS.test(plain) || INSTEAD.test(plain) || URGENT.test(plain)))
      return { kind: 'outside-address', evidence: sentence };
  }
  return null;
}
