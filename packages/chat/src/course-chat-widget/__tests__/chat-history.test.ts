import { emptyLaunch } from '@tools/launch';
import { blockWebStorage } from '@tools/testing';
import { describe, expect, it } from 'vitest';
import { greetingMessage, historyKey, MAX_HISTORY, readHistory, replyMessage, writeHistory } from '../chat-history.ts';
import { messages } from '../../messages.ts';
import { layoutFor } from '../chat-settings.ts';
import { sendProblem } from '../send-check.ts';

describe('chat history in the session store', () => {
  const key = historyKey('https://learn.test', 'course-uuid', 'user-uuid');

  it('keeps one conversation per Learn site, course and user', () => {
    expect(key).toBe('course-chat:v1:https://learn.test|course-uuid|user-uuid');
    expect(historyKey('https://learn.test', 'other-course', 'user-uuid')).not.toBe(key);
    expect(historyKey('https://learn.test', 'course-uuid', 'other-user')).not.toBe(key);
  });

  it('reads back what was written, keeping the last 100 messages', () => {
    const many = Array.from({ length: MAX_HISTORY + 5 }, (_, i) => ({
      role: 'user' as const,
      content: `q${i}`,
      citations: [],
    }));
    writeHistory(key, many);
    const read = readHistory(key)!;
    expect(read).toHaveLength(MAX_HISTORY);
    expect(read[0]?.content).toBe('q5');
  });

  it('keeps the conversation for the life of the page where the frame blocks storage', () => {
    blockWebStorage();
    expect(() => window.sessionStorage).toThrow();
    expect(readHistory(key)).toBeNull();
    const conversation = [greetingMessage('Hi'), { role: 'user' as const, content: 'q', citations: [] }];
    expect(() => writeHistory(key, conversation)).not.toThrow();
    expect(readHistory(key)).toEqual(conversation);
  });

  it('ignores unreadable or tampered history (and never returns a script link)', () => {
    window.sessionStorage.setItem(key, '{not json');
    expect(readHistory(key)).toBeNull();
    window.sessionStorage.setItem(
      key,
      JSON.stringify([{ role: 'assistant', content: 'x', citations: [{ href: 'javascript:alert(1)', title: 't' }] }]),
    );
    expect(readHistory(key)).toBeNull();
    expect(readHistory('course-chat:v1:none')).toBeNull();
    expect(greetingMessage('Hi')).toEqual({ role: 'assistant', content: 'Hi', citations: [] });
  });
});

describe('replyMessage', () => {
  const noAnswer = messages.en_US.noAnswer;
  it('says “I couldn’t generate an answer.” when the answer is empty, and keeps a real answer with its citations', () => {
    expect(noAnswer).toBe('I couldn’t generate an answer.');
    expect(replyMessage({ answer: '  ', citations: [{ href: 'https://l.test/x', title: 'X' }] }, noAnswer)).toEqual({
      role: 'assistant',
      content: 'I couldn’t generate an answer.',
      citations: [],
    });
    const citations = [{ href: 'https://l.test/x', title: 'X' }];
    expect(replyMessage({ answer: 'Quote [1]', citations }, noAnswer)).toEqual({
      role: 'assistant',
      content: 'Quote [1]',
      citations,
    });
  });
});

describe('send checks (spec 002 §5 order)', () => {
  const full = {
    ...emptyLaunch,
    backendUrl: 'https://tools.test',
    token: 't',
    platformUrl: 'https://learn.test',
    courseUuid: 'c',
  };
  it.each([
    ['no back end URL', { ...full, backendUrl: null }, true, 'missingBackendUrl'],
    ['no back-end client', full, false, 'missingBackendUrl'],
    ['no token', { ...full, token: null }, true, 'missingToken'],
    ['no platform', { ...full, platformUrl: null }, true, 'missingPlatformUrl'],
    ['no course uuid and no courseId', { ...full, courseUuid: null }, true, 'missingCourseId'],
    ['a courseId to resolve the uuid with', { ...full, courseUuid: null, courseId: '_1_1' }, true, null],
    ['everything', full, true, null],
  ])('%s', (_name, launch, hasBackend, expected) => {
    expect(sendProblem(launch, hasBackend)).toBe(expected);
  });
});

describe('layout (spec 002 §2)', () => {
  it('is 2 rows and 320 px compact, 3 rows and 400 px otherwise', () => {
    expect(layoutFor(true)).toEqual({ rows: 2, height: 320 });
    expect(layoutFor(false)).toEqual({ rows: 3, height: 400 });
  });
});
