import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startIntegration, type IntegrationStatus, type WindowMessage } from '../integration.ts';
import { uefValuesFor } from '../storage.ts';

const ULTRA = 'https://learn.example.edu';
const values = uefValuesFor({
  shellOrigin: 'https://tools.example.edu',
  platformUrl: `${ULTRA}/`,
  uuid: 'u-1',
  rawState: 'c3RhdGU=',
});

/** Ultra's end of the side channel, as far as these tests need it. */
function setup(options: { helloTimeoutMs?: number } = {}) {
  const ultraWindow = { postMessage: vi.fn() };
  let listener: ((event: WindowMessage) => void) | null = null;
  const timers: (() => void)[] = [];
  const statuses: IntegrationStatus[] = [];
  const channel = new MessageChannel();
  const received: Record<string, unknown>[] = [];
  let wake: (() => void) | null = null;
  channel.port1.onmessage = (e) => {
    received.push(e.data as Record<string, unknown>);
    wake?.();
  };
  const integration = startIntegration({
    env: {
      ultra: ultraWindow,
      listen: (l) => {
        listener = l;
        return () => (listener = null);
      },
      setTimeout: (fn) => timers.push(fn),
      clearTimeout: () => timers.splice(0),
    },
    values,
    token: 'secret-token',
    onStatus: (s) => statuses.push(s),
    ...options,
  });
  const deliver = (event: Partial<WindowMessage>) =>
    listener?.({ data: null, origin: ULTRA, source: ultraWindow, ports: [], ...event });
  const hello = () => deliver({ data: { type: 'integration:hello' }, ports: [channel.port2] });
  /** Waits until the integration has sent `count` messages in all. */
  const sent = async (count: number) => {
    while (received.length < count) await new Promise<void>((resolve) => (wake = resolve));
    return received;
  };
  const fromUltra = (message: unknown) => channel.port1.postMessage(message);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  onTestFinished(() => {
    integration.stop();
    channel.port1.close();
  });
  return { ultraWindow, deliver, hello, sent, fromUltra, settle, statuses, timers, received };
}

describe('uef_base.js integration side', () => {
  it("says hello to Ultra's window on the platform origin only", () => {
    const { ultraWindow, statuses } = setup();
    expect(ultraWindow.postMessage).toHaveBeenCalledWith({ type: 'integration:hello' }, ULTRA);
    expect(statuses).toEqual([{ kind: 'waiting' }]);
  });

  it('authorizes with the token over the port Ultra hands back', async () => {
    const { hello, sent } = setup();
    hello();
    expect(await sent(1)).toEqual([{ type: 'authorization:authorize', token: 'secret-token' }]);
  });

  it('ignores a hello from another origin or another window', async () => {
    const { deliver, settle, received } = setup();
    const channel = new MessageChannel();
    deliver({ data: { type: 'integration:hello' }, origin: 'https://evil.example', ports: [channel.port2] });
    deliver({ data: { type: 'integration:hello' }, source: {}, ports: [channel.port2] });
    let leaked: unknown = null;
    channel.port1.onmessage = (e) => (leaked = e.data);
    await settle();
    expect(leaked).toBeNull();
    expect(received).toEqual([]);
    channel.port1.close();
  });

  it('subscribes and registers the base navigation entry once authorized', async () => {
    const { hello, sent, fromUltra, statuses } = setup();
    hello();
    await sent(1);
    fromUltra({ type: 'authorization:authorize', status: 'success' });
    const messages = await sent(3);
    expect(messages.slice(1)).toEqual([
      { type: 'event:subscribe', subscriptions: ['route', 'portal:new', 'portal:remove'] },
      { type: 'basenav:register', displayName: 'Course Tools', routeName: 'courseTools' },
    ]);
    expect(statuses.at(-1)).toEqual({ kind: 'authorized' });
    fromUltra({ type: 'basenav:register', status: 'success' });
    await vi.waitFor(() => expect(statuses.at(-1)).toEqual({ kind: 'registered' }));
  });

  it('reports a refused token and registers nothing', async () => {
    const { hello, sent, fromUltra, statuses, settle, received } = setup();
    hello();
    await sent(1);
    fromUltra({ type: 'authorization:unauthorize', errorInformation: 'Token does not belong to this user' });
    await settle();
    expect(statuses.at(-1)).toEqual({
      kind: 'failed',
      reason: 'unauthorized',
      detail: 'Token does not belong to this user',
    });
    expect(received).toHaveLength(1);
  });

  it('says so when Ultra never answers the hello', () => {
    const { timers, statuses } = setup();
    timers[0]!();
    expect(statuses.at(-1)).toEqual({ kind: 'failed', reason: 'no-answer' });
  });

  it('renders the Base Navigation page into the portal Ultra opens for the entry', async () => {
    const { hello, sent, fromUltra } = setup();
    hello();
    await sent(1);
    fromUltra({ type: 'authorization:authorize', status: 'success' });
    await sent(3);
    fromUltra({ type: 'event:event', eventType: 'portal:new', selector: 'base.integration', portalId: 'p-9' });
    const [render] = (await sent(4)).slice(3);
    expect(render).toMatchObject({ type: 'portal:render', portalId: 'p-9' });
    expect(JSON.stringify(render)).toContain(JSON.stringify(values.baseNavUrl));
  });

  it('opens one Course Details panel per course and renders that course into it', async () => {
    const { hello, sent, fromUltra, settle, received } = setup();
    hello();
    await sent(1);
    fromUltra({ type: 'authorization:authorize', status: 'success' });
    await sent(3);
    const route = { type: 'event:event', eventType: 'route', routeName: 'base.courses.peek.course.outline' };
    fromUltra({ ...route, routeData: { courseId: '_12_1' } });
    fromUltra({ ...route, routeData: { courseId: '_12_1' } });
    const [panel] = (await sent(4)).slice(3);
    expect(panel).toEqual({
      type: 'portal:panel',
      correlationId: 'course-tools-course-_12_1',
      panelType: 'small',
      panelTitle: 'Course Tools',
      attributes: { onClose: { callbackId: 'course-tools-course-_12_1-close' } },
    });
    fromUltra({
      type: 'portal:panel:response',
      correlationId: 'course-tools-course-_12_1',
      portalId: 'pp-1',
      status: 'success',
    });
    const [render] = (await sent(5)).slice(4);
    expect(render).toMatchObject({ type: 'portal:render', portalId: 'pp-1' });
    const src = new URL(JSON.stringify(render).match(/"src":"([^"]+)"/)![1]!);
    expect(src.searchParams.get('route')).toBe('UEFCourseDetails');
    expect(src.searchParams.get('courseId')).toBe('_12_1');
    expect(src.searchParams.has('token')).toBe(false);
    await settle();
    expect(received).toHaveLength(5);
  });

  it('does not reopen a panel the user closed until they leave that course', async () => {
    const { hello, sent, fromUltra, settle, received } = setup();
    hello();
    await sent(1);
    fromUltra({ type: 'authorization:authorize', status: 'success' });
    await sent(3);
    const route = (courseId?: string) => ({
      type: 'event:event',
      eventType: 'route',
      routeName: courseId ? 'base.courses.peek.course.outline' : 'base.courses',
      ...(courseId ? { routeData: { courseId } } : {}),
    });
    fromUltra(route('_12_1'));
    await sent(4);
    fromUltra({
      type: 'portal:panel:response',
      correlationId: 'course-tools-course-_12_1',
      portalId: 'pp-1',
      status: 'success',
    });
    await sent(5);
    fromUltra({ type: 'event:event', eventType: 'portal:remove', portalId: 'pp-1' });
    fromUltra(route('_12_1'));
    await settle();
    expect(received).toHaveLength(5);
    fromUltra(route());
    fromUltra(route('_12_1'));
    expect((await sent(6))[5]).toMatchObject({ type: 'portal:panel', correlationId: 'course-tools-course-_12_1' });
  });

  it('does nothing outside Ultra', () => {
    const statuses: IntegrationStatus[] = [];
    startIntegration({
      env: { ultra: null, listen: () => () => {}, setTimeout: () => 0, clearTimeout: () => {} },
      values,
      token: 't',
      onStatus: (s) => statuses.push(s),
    });
    expect(statuses).toEqual([{ kind: 'failed', reason: 'not-in-ultra' }]);
  });
});
