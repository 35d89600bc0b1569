import { HttpError } from '../http/errors.ts';
import { serverMessages, format } from '../messages.ts';

/**
 * Optimistic concurrency for rows people edit together. Write with
 * `update … set …, version = version + 1 where <key> and version = $expected returning …`;
 * no row back means either the row is gone (404) or someone saved it since (409, and the
 * client shows both versions). `exists` tells the two apart.
 */
export async function expectVersion<R>(written: R[], what: string, exists: () => Promise<boolean>): Promise<R> {
  const row = written[0];
  if (row !== undefined) return row;
  if (await exists()) throw new HttpError(409, format(serverMessages.staleWrite, { what }));
  throw new HttpError(404, format(serverMessages.notFound, { what }));
}
