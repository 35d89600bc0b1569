import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, backendFault, launchAs, renderTool, screen, userEvent, within } from '@tools/testing';
import { eventPublicationToolRoute } from '../route.ts';
import { eventIds, parseEvents } from '../../domain/parse-events.ts';
import { emptyEvents } from './events-table.ts';

/** Against the real server and its event log; Learn is the sandbox (Margaret Ellis teaches BIO101). */
beforeEach(emptyEvents, 60_000);

const box = () => screen.getByRole('textbox', { name: /Events \(JSON array\)/ });
const click = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name }));
const errorText = () =>
  within(screen.getByRole('alert', { name: 'Error' })).getByText(/./, { selector: 'p' }).textContent;

describe('EventPublicationTool', () => {
  it('round-trips: generate, publish, retrieve, handle', async () => {
    const user = userEvent.setup();
    const { container } = await renderTool(eventPublicationToolRoute, launchAs('instructor'));
    await click(user, 'Generate Events');
    expect(await screen.findByText('Events generated successfully!', {}, { timeout: 15_000 })).toBeInTheDocument();
    const generated = JSON.parse((box() as HTMLTextAreaElement).value) as { id: string; type: string }[];
    expect(generated.length).toBeGreaterThan(0);
    // Due dates, recent grades and enrolments of the courses the instructor teaches (server README).
    expect(new Set(generated.map((e) => e.type))).toEqual(new Set(['assignment.due', 'grade.posted']));

    await click(user, 'Publish Events');
    expect(await screen.findByText('Events published successfully!')).toBeInTheDocument();

    await user.clear(box());
    await click(user, 'Retrieve Events');
    expect(await screen.findByText(`${generated.length} unhandled event(s).`)).toBeInTheDocument();

    await click(user, 'Handle Events');
    expect(await screen.findByText('Events handled successfully!')).toBeInTheDocument();
    await click(user, 'Retrieve Events');
    expect(await screen.findByText('0 unhandled event(s).')).toBeInTheDocument();
    expect((box() as HTMLTextAreaElement).value).toBe('[]');
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);

  it.each([
    ['', 'Event content is required.'],
    ['   ', 'Event content is required.'],
    ['{"id": 1}', 'Event content must be a valid JSON array.'],
    ['[]', 'Event content must be a valid JSON array.'],
    ['[{"id": "a",]', 'Event content must be a valid JSON array.'],
  ])('Publish with %j: %s, and nothing is stored', async (content, message) => {
    const user = userEvent.setup();
    await renderTool(eventPublicationToolRoute, launchAs('instructor'));
    if (content) {
      await user.click(box());
      await user.paste(content);
    }
    await click(user, 'Publish Events');
    expect(errorText()).toBe(message);
    await click(user, 'Retrieve Events');
    expect(await screen.findByText('0 unhandled event(s).')).toBeInTheDocument();
  });

  it('Handle checks the content the same way', async () => {
    const user = userEvent.setup();
    await renderTool(eventPublicationToolRoute, launchAs('instructor'));
    await click(user, 'Handle Events');
    expect(errorText()).toBe('Event content is required.');
  });

  it('an event the server refuses: its reason under Error, nothing stored', async () => {
    const user = userEvent.setup();
    await renderTool(eventPublicationToolRoute, launchAs('instructor'));
    await user.click(box());
    await user.paste(
      '[{"id":"e1","version":2,"type":"grade.posted","occurredAt":"2026-03-01T10:00:00Z","courseId":null,"data":{}}]',
    );
    await click(user, 'Publish Events');
    await screen.findByRole('alert', { name: 'Error' });
    expect(errorText()).toMatch(/version must be 1/);
  });

  it.each([
    ['Generate Events', 'GET', '/generateEvents'],
    ['Retrieve Events', 'GET', '/retrieveEvents'],
  ])('%s: the server’s message when it fails', async (button, method, path) => {
    const user = userEvent.setup();
    backendFault({ method, path, status: 502, message: 'Learn is down.' });
    await renderTool(eventPublicationToolRoute, launchAs('instructor'));
    await click(user, button);
    await screen.findByRole('alert', { name: 'Error' });
    expect(errorText()).toBe('Learn is down.');
  });

  it('explains a missing token', async () => {
    await renderTool(eventPublicationToolRoute, launchAs('instructor', { token: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or UUID. Please log in.',
    );
  });
});

describe('parseEvents', () => {
  it('requires content, then a non-empty JSON array', () => {
    expect(parseEvents(' ')).toEqual({ ok: false, error: 'required' });
    expect(parseEvents('nope')).toEqual({ ok: false, error: 'notArray' });
    expect(parseEvents('{}')).toEqual({ ok: false, error: 'notArray' });
    expect(parseEvents('[]')).toEqual({ ok: false, error: 'notArray' });
    expect(parseEvents('[1]')).toEqual({ ok: true, events: [1] });
    expect(eventIds([{ id: 'a' }, { id: 2 }, null, { id: '' }])).toEqual(['a']);
  });
});
