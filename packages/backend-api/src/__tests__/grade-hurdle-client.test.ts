import { describe, expect, it } from 'vitest';
import { BackendError } from '../client.ts';
import { createGradeHurdleClient } from '../grade-hurdle-client.ts';

function fakeServer(answer: (req: Request) => Response) {
  const seen: { method: string; url: string; body: string; headers: Record<string, string> }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const req = new Request(input, init);
    seen.push({
      method: req.method,
      url: req.url,
      body: await req.clone().text(),
      headers: {
        authorization: req.headers.get('authorization') ?? '',
        platform: req.headers.get('x-learn-platform') ?? '',
      },
    });
    return answer(req);
  };
  return { seen, fetch };
}

const association = (coursePk1: string) => ({
  coursePk1,
  status: 'Active',
  subRules: [],
  logic: 'AND',
  mapping: null,
  performanceScoreId: null,
  version: 1,
  updatedAt: '2026-11-23T09:00:00.000Z',
});

describe('createGradeHurdleClient', () => {
  it('pages the associations at 200 following nextKey, with the token and the Learn origin', async () => {
    const server = fakeServer((req) => {
      const key = new URL(req.url).searchParams.get('nextKey');
      return Response.json(
        key
          ? { items: [association('_2_1')], nextKey: null }
          : { items: [association('_1_1')], nextKey: '{"CoursePk1":"_1_1"}' },
      );
    });
    const client = createGradeHurdleClient({
      baseUrl: 'https://tools.test/',
      token: 't',
      platformUrl: 'https://learn.test',
      fetch: server.fetch,
    });
    expect((await client.allAssociations()).map((a) => a.coursePk1)).toEqual(['_1_1', '_2_1']);
    expect(server.seen.map((s) => s.url)).toEqual([
      'https://tools.test/grade-hurdle-associations?limit=200',
      'https://tools.test/grade-hurdle-associations?limit=200&nextKey=%7B%22CoursePk1%22%3A%22_1_1%22%7D',
    ]);
    expect(server.seen[0]!.headers).toEqual({ authorization: 'Bearer t', platform: 'https://learn.test' });
  });

  it('sends PATCH, POST (a list) and DELETE with the spec casing', async () => {
    const server = fakeServer((req) =>
      req.method === 'DELETE' ? Response.json({ deleted: 1 }) : Response.json({ items: [association('_1_1')] }),
    );
    const client = createGradeHurdleClient({ baseUrl: 'https://tools.test', fetch: server.fetch });
    await client.patchAssociation({ CoursePk1: '_1_1', Status: 'Inactive', Version: 3 });
    await client.postAssociations([{ CoursePk1: '_1_1', Status: 'Active' }]);
    await client.deleteAssociation({ CoursePk1: '_1_1' });
    expect(server.seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'PATCH',
        url: 'https://tools.test/grade-hurdle-associations',
        body: '{"CoursePk1":"_1_1","Status":"Inactive","Version":3}',
      },
      {
        method: 'POST',
        url: 'https://tools.test/grade-hurdle-associations',
        body: '[{"CoursePk1":"_1_1","Status":"Active"}]',
      },
      { method: 'DELETE', url: 'https://tools.test/grade-hurdle-associations', body: '{"CoursePk1":"_1_1"}' },
    ]);
  });

  it("turns an error into a BackendError with the server's message and status", async () => {
    const server = fakeServer(() =>
      Response.json(
        { message: 'The Grade Hurdle association of course _1_1 was changed since you loaded it.' },
        {
          status: 409,
        },
      ),
    );
    const client = createGradeHurdleClient({ baseUrl: 'https://tools.test', fetch: server.fetch });
    const error = await client
      .patchAssociation({ CoursePk1: '_1_1', Status: 'Active', Version: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ status: 409 });
  });

  it('refuses an answer that breaks the contract', async () => {
    const server = fakeServer(() => Response.json({ items: [{ coursePk1: '_1_1', status: 'Maybe' }], nextKey: null }));
    const client = createGradeHurdleClient({ baseUrl: 'https://tools.test', fetch: server.fetch });
    await expect(client.listAssociations()).rejects.toMatchObject({ status: 502 });
  });
});
