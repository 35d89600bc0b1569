import { describe, expect, it } from 'vitest';
import { BackendError } from '@tools/backend-api';
import { latePenaltyApi } from '../client.ts';
import { createBackendCall } from '@tools/backend-api';

function fakeServer(answer: (req: Request) => Response) {
  const seen: { method: string; url: string; body: string }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const req = new Request(input, init);
    seen.push({ method: req.method, url: req.url, body: await req.clone().text() });
    return answer(req);
  };
  return { seen, fetch };
}

describe('backend client: late penalty', () => {
  it('follows nextKey until the last page', async () => {
    const server = fakeServer((req) => {
      const key = new URL(req.url).searchParams.get('nextKey');
      return Response.json(
        key
          ? { items: [{ Code: 'b', Label: 'B', Status: 'Inactive', SortOrder: 2, Version: 1 }], nextKey: null }
          : { items: [{ Code: 'a', Label: 'A', Status: 'Active', SortOrder: 1, Version: 1 }], nextKey: '{"Code":"a"}' },
      );
    });
    const client = latePenaltyApi(
      createBackendCall({
        baseUrl: 'https://tools.test/',
        token: 't',
        platformUrl: 'https://learn.test',
        fetch: server.fetch,
      }),
    );
    expect((await client.allRules()).map((r) => r.Code)).toEqual(['a', 'b']);
    expect(server.seen.map((s) => s.url)).toEqual([
      'https://tools.test/late-penalty-rules?limit=200',
      'https://tools.test/late-penalty-rules?limit=200&nextKey=%7B%22Code%22%3A%22a%22%7D',
    ]);
  });

  it('sends DELETE with a JSON body, as the spec describes', async () => {
    const removed = {
      deleted: 1,
      overrides: 0,
      penalties: 0,
      restoreId: 'r1',
      restorableUntil: '2026-01-02T00:00:00Z',
    };
    const server = fakeServer(() => Response.json(removed));
    const client = latePenaltyApi(createBackendCall({ baseUrl: 'https://tools.test', fetch: server.fetch }));
    await client.deleteAssociation({ CourseId: '_7_1', ContentItemId: '_1_1' });
    expect(server.seen[0]).toEqual({
      method: 'DELETE',
      url: 'https://tools.test/late-penalty-associations',
      body: '{"CourseId":"_7_1","ContentItemId":"_1_1"}',
    });
  });

  it("turns an error into a BackendError with the server's message", async () => {
    const server = fakeServer(() =>
      Response.json({ message: 'This action needs the institution role LATE_PENALTY_ADMIN.' }, { status: 403 }),
    );
    const client = latePenaltyApi(createBackendCall({ baseUrl: 'https://tools.test', fetch: server.fetch }));
    const error = await client
      .saveRules([{ Code: 'a', Label: '1% penalty each day late', Status: 'Active' }])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ status: 403, message: 'This action needs the institution role LATE_PENALTY_ADMIN.' });
  });

  it('refuses an answer that breaks the contract', async () => {
    const server = fakeServer(() => Response.json({ items: 'nope', nextKey: null }));
    const client = latePenaltyApi(createBackendCall({ baseUrl: 'https://tools.test', fetch: server.fetch }));
    await expect(client.listAssociations({ courseId: '_7_1' })).rejects.toMatchObject({ status: 502 });
  });
});
