import type * as v from 'valibot';

type Node = v.GenericSchema & {
  type: string;
  pipe?: readonly { type: string; kind?: string; requirement?: unknown }[];
  entries?: Record<string, Node>;
  item?: Node;
  items?: Node[];
  options?: readonly (Node | string | number)[];
  wrapped?: Node;
  literal?: unknown;
  key?: Node;
  value?: Node;
};

/** Longest JSON number we read: a finite double written by JSON.stringify (e.g. -1.2345678901234567e+308). */
const NUMBER_BYTES = 24;
/** Bytes per UTF-16 unit in JSON as UTF-8: 3 (a BMP character from U+0800; escaped quote 2; surrogate pair 4 for 2). */
const BYTES_PER_UNIT = 3;

/**
 * The schema under any pipes (the last schema of a pipe decides: `pipe(unknown(), transform, object)`
 * is that object), and every action of those pipes.
 */
function unpipe(node: Node): { own: Node; actions: { type: string; requirement?: unknown }[] } {
  if (!node.pipe) return { own: node, actions: [] };
  const steps = node.pipe as unknown as (Node & { kind: string })[];
  const schemas = steps.filter((step) => step.kind === 'schema');
  const inner = unpipe(schemas[schemas.length - 1]!);
  const actions = steps.filter((step) => step.kind !== 'schema');
  return { own: inner.own, actions: [...inner.actions, ...actions] };
}

function maxLength(actions: { type: string; requirement?: unknown }[]): number | undefined {
  const lengths = actions
    .filter((a) => a.type === 'max_length' || a.type === 'length')
    .map((a) => a.requirement as number);
  return lengths.length ? Math.min(...lengths) : undefined;
}

/**
 * The most bytes a JSON value the schema accepts can take (UTF-8, no whitespace): every optional
 * member present, every array and string at its maximum length. Infinity where the schema sets no
 * bound (an unbounded string or array), so a limit cannot be derived from it.
 */
export function jsonBound(schema: v.GenericSchema): number {
  const { own, actions } = unpipe(schema as Node);
  switch (own.type) {
    case 'string': {
      const max = maxLength(actions);
      return max === undefined ? Infinity : max * BYTES_PER_UNIT + 2;
    }
    case 'number':
      return NUMBER_BYTES;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'literal':
      return JSON.stringify(own.literal).length;
    case 'picklist':
      return Math.max(...(own.options as (string | number)[]).map((o) => Buffer.byteLength(JSON.stringify(o))));
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
      return Math.max(jsonBound(own.wrapped!), 4);
    case 'union':
    case 'variant':
      return Math.max(...(own.options as Node[]).map(jsonBound));
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const members = Object.entries(own.entries!).map(
        ([key, value]) => Buffer.byteLength(JSON.stringify(key)) + 1 + jsonBound(value),
      );
      return 2 + members.reduce((a, b) => a + b, 0) + Math.max(0, members.length - 1);
    }
    case 'array': {
      const max = maxLength(actions);
      return max === undefined ? Infinity : 2 + max * (jsonBound(own.item!) + 1);
    }
    case 'record': {
      const max = actions.filter((a) => a.type === 'max_entries').map((a) => a.requirement as number)[0];
      return max === undefined ? Infinity : 2 + max * (jsonBound(own.key!) + 1 + jsonBound(own.value!) + 1);
    }
    case 'tuple':
      return 2 + own.items!.reduce((sum, item) => sum + jsonBound(item) + 1, 0);
    default:
      return Infinity;
  }
}
