import * as v from 'valibot';
import { validator } from 'hono/validator';
import { HttpError } from './errors.ts';
import { format, serverMessages as m } from '../messages.ts';

/** `path: message` of the first issue, e.g. `selectedItems: Please select at least one item to deploy.` */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return m.invalidRequest;
  const path = v.getDotPath(issue);
  // valibot reports a missing key as "Invalid key: …"; say plainly what is missing.
  const message =
    issue.kind === 'schema' && issue.type === 'object' && issue.received === 'undefined' ? m.isRequired : issue.message;
  return path ? `${path}: ${message}` : message;
}

export function parseOr400<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new HttpError(400, format(m.invalid, { what, detail: describeIssues(result.issues) }));
  return result.output;
}

/** Validates the JSON body with a shared contract; 400 with a specific message otherwise. */
export const jsonBody = <S extends v.GenericSchema>(schema: S) =>
  validator('json', (value): v.InferOutput<S> => parseOr400(schema, value, m.requestBody));

/** Validates the query string with a shared contract; 400 with a specific message otherwise. */
export const queryParams = <S extends v.GenericSchema>(schema: S) =>
  validator('query', (value): v.InferOutput<S> => parseOr400(schema, value, m.query));
