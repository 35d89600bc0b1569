import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../app.ts';
import { EMBEDDING_DIMENSIONS, fakeEmbedding } from '../fake-embeddings.ts';

const NOW = Date.parse('2026-03-02T12:00:00.000Z');
const dot = (a: readonly number[], b: readonly number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

function post(body: unknown) {
  const { app } = createSandbox({ now: NOW, clock: () => NOW });
  return app.request('/openai/v1/embeddings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sk-sandbox' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('fake embeddings', () => {
  it('are unit vectors, the same for the same text and model, different for another model', () => {
    const a = fakeEmbedding('When is the lab report due?', 'sandbox-embed');
    expect(a).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(dot(a, a)).toBeCloseTo(1, 6);
    expect(fakeEmbedding('When is the lab report due?', 'sandbox-embed')).toEqual(a);
    expect(dot(a, fakeEmbedding('When is the lab report due?', 'sandbox-embed-v2'))).toBeLessThan(0.5);
  });

  it('put paraphrases sharing stems nearer than unrelated text', () => {
    const q = fakeEmbedding('Where do I submit my laboratory reports?', 'sandbox-embed');
    const near = fakeEmbedding('Lab report submission: upload each laboratory report to Turnitin.', 'sandbox-embed');
    const far = fakeEmbedding('Lectures are on Mondays in the Quad Lecture Hall.', 'sandbox-embed');
    expect(dot(q, near)).toBeGreaterThan(dot(q, far) + 0.2);
  });

  it('answer OpenAI’s shape, in float or base64, one vector per input in order', async () => {
    const res = await post({ model: 'sandbox-embed', input: ['first text', 'second text'] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      object: string;
      model: string;
      data: { object: string; index: number; embedding: number[] }[];
      usage: { prompt_tokens: number; total_tokens: number };
    };
    expect(body.object).toBe('list');
    expect(body.model).toBe('sandbox-embed');
    expect(body.data.map((d) => d.index)).toEqual([0, 1]);
    expect(body.data[1]!.embedding).toEqual(fakeEmbedding('second text', 'sandbox-embed'));
    expect(body.usage.total_tokens).toBeGreaterThan(0);

    const b64 = (await (
      await post({ model: 'sandbox-embed', input: 'first text', encoding_format: 'base64' })
    ).json()) as {
      data: { embedding: string }[];
    };
    const bytes = Uint8Array.from(atob(b64.data[0]!.embedding), (ch) => ch.charCodeAt(0));
    const floats = Array.from(new Float32Array(bytes.buffer));
    const expected = fakeEmbedding('first text', 'sandbox-embed');
    floats.forEach((x, i) => expect(x).toBeCloseTo(expected[i]!, 6));
  });

  it('refuse bad requests the way OpenAI does, and the broken model fails with 500', async () => {
    expect((await post('{')).status).toBe(400);
    expect((await post({ input: 'x' })).status).toBe(400);
    expect((await post({ model: 'sandbox-embed', input: [] })).status).toBe(400);
    expect((await post({ model: 'sandbox-embed', input: [''] })).status).toBe(400);
    const missing = await post({ model: 'nope', input: 'x' });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('model_not_found');
    const broken = await post({ model: 'sandbox-embed-broken', input: 'x' });
    expect(broken.status).toBe(500);
    expect(((await broken.json()) as { error: { type: string } }).error.type).toBe('server_error');
  });
});
