import type { LearnClient } from '../client.ts';
import { endpoint, id } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { TermSchema, termDefinition, type Term } from '../schemas/term.ts';
import { send, sendAll } from './call.ts';

export const getTermEndpoint = endpoint('GET', '/v1/terms/{termId}', {
  response: { schema: TermSchema, definition: termDefinition },
});

/** One term; `termId` is a primary id or `externalId:…`. */
export function getTerm(client: LearnClient, args: { termId: string }, options?: CallOptions): Promise<Term> {
  return send(client, getTermEndpoint, { termId: id(args.termId) }, TermSchema, options);
}

export const listTermsEndpoint = endpoint('GET', '/v1/terms', {
  maxPageSize: 100,
  response: { schema: TermSchema, definition: termDefinition },
});

/** Every term of the institution (all pages; an institution has tens, not thousands). */
export function listTerms(client: LearnClient, options?: CallOptions): Promise<Term[]> {
  return sendAll(client, listTermsEndpoint, {}, TermSchema, options);
}
