import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { format } from '@tools/launch/format';
import { SPEC_TEXT } from './messages.ts';
import type { SourceError } from './types.ts';

/** Elements that repeat in D2L exports and IMS manifests: always arrays, even when there is one. */
const REPEATED = new Set(['rubric', 'criteria_group', 'level', 'criterion', 'cell', 'overall_level', 'resource']);

/** A parsed node: attributes are `@_name`, child elements by name, text as a string. */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Keep every value a string: "0.300000000" stays exact until we read it, ids keep leading zeros.
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
});

/**
 * Well-formed XML to a plain object (what the screen shows as the raw JSON), or the spec's
 * 'Error parsing XML file: {msg}'. Entity declarations are refused outright: D2L never writes
 * them and they are the way to make a small file expand without bound.
 */
export function parseXml(text: string): { ok: true; raw: XmlNode } | { ok: false; error: SourceError } {
  const fail = (msg: string) =>
    ({ ok: false, error: { code: 'parse', message: format(SPEC_TEXT.parseError, { msg }) } }) as const;
  if (/<!ENTITY/i.test(text)) return fail('DOCTYPE entity declarations are not allowed.');
  const valid = XMLValidator.validate(text);
  if (valid !== true) return fail(`${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`);
  try {
    return { ok: true, raw: parser.parse(text) as XmlNode };
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
}

export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Child elements of a name (an element written `<x/>` parses as '' and counts as present). */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => (isNode(item) ? item : {}));
}

export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return children(node, name)[0];
}

export function attr(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** The text of an element: `<text>…</text>` parses to a string, `<text/>` to ''. */
export function textOf(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[name];
  if (typeof value === 'string') return value;
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'];
  return undefined;
}
