import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chatApi } from '../client.ts';
import { createBackendCall } from '@tools/backend-api';
import * as chat from '../../contracts.ts';
import { BackendError } from '@tools/backend-api';

const body = {
  platformUrl: 'https://learn.test',
  prompt: 'What is the late penalty?\nAnd extensions?',
  role: 'Student',
  courseUuid: 'abc123',
};

describe('chat contract', () => {
  it('accepts a multi-line prompt and refuses an empty or overlong one', () => {
    expect(v.parse(chat.ChatRequest, body).prompt).toBe('What is the late penalty?\nAnd extensions?');
    expect(v.safeParse(chat.ChatRequest, { ...body, prompt: '  ' }).issues?.[0]?.message).toBe('prompt is required');
    expect(v.safeParse(chat.ChatRequest, { ...body, prompt: 'x'.repeat(2001) }).issues?.[0]?.message).toBe(
      'prompt is too long (at most 2000 characters)',
    );
  });

  it('lets only http(s) citation links through', () => {
    const answer = (href: string) => ({ answer: 'a [1]', citations: [{ href, title: 'Syllabus' }] });
    expect(v.safeParse(chat.ChatResponse, answer('https://learn.test/ultra/courses/_1_1/outline')).success).toBe(true);
    expect(v.safeParse(chat.ChatResponse, answer('javascript:alert(1)')).success).toBe(false);
  });
});

describe('client.chat', () => {
  it('posts the question with the bearer token and platform and validates the answer', async () => {
    const seen: Request[] = [];
    const client = chatApi(
      createBackendCall({
        baseUrl: 'https://tools.test',
        token: 'tok',
        platformUrl: 'https://learn.test',
        fetch: async (input, init) => {
          seen.push(new Request(input, init));
          return Response.json({
            answer: 'Quoted [1]',
            citations: [{ href: 'https://learn.test/x', title: 'Syllabus' }],
          });
        },
      }),
    );
    expect(await client.ask(body)).toEqual({
      answer: 'Quoted [1]',
      citations: [{ href: 'https://learn.test/x', title: 'Syllabus' }],
    });
    const req = seen[0]!;
    expect([req.method, req.url]).toEqual(['POST', 'https://tools.test/chat']);
    expect(req.headers.get('authorization')).toBe('Bearer tok');
    expect(req.headers.get('x-learn-platform')).toBe('https://learn.test');
    expect(await req.json()).toEqual(body);
  });

  it('carries the server message and status of a refusal', async () => {
    const client = chatApi(
      createBackendCall({
        baseUrl: 'https://tools.test',
        fetch: async () => Response.json({ message: 'Too many questions. Try again in 30 seconds.' }, { status: 429 }),
      }),
    );
    const error = await client.ask(body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ status: 429, message: 'Too many questions. Try again in 30 seconds.' });
  });
});
