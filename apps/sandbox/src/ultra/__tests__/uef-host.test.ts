import { describe, expect, it, onTestFinished } from 'vitest';
import { iframeSrcOf, UltraHost, type HostView } from '../uef-host.ts';

const TOOL = 'https://tools.example.edu';
const GOOD = 'issued-token';

/** Ultra's page with a hidden integration frame; the test plays the integration. */
function setup() {
  const integrationWindow = {};
  const views: HostView[] = [];
  const host = new UltraHost({
    integrationOrigin: TOOL,
    integrationWindow: () => integrationWindow,
    verifyToken: async (token) => (token === GOOD ? null : 'the token is unknown or has expired'),
    onChange: (view) => views.push(view),
  });
  let port: MessagePort | null = null;
  const inbox: Record<string, unknown>[] = [];
  let wake: (() => void) | null = null;
  const hello = (event: { origin?: string; source?: unknown } = {}) => {
    let replied: unknown = null;
    host.onWindowMessage(
      { data: { type: 'integration:hello' }, origin: event.origin ?? TOOL, source: event.source ?? integrationWindow },
      (message, transfer) => {
        replied = message;
        port = (transfer?.[0] as MessagePort | undefined) ?? null;
        if (port)
          port.onmessage = (e) => {
            inbox.push(e.data as Record<string, unknown>);
            wake?.();
          };
      },
    );
    return replied;
  };
  const send = (message: unknown) => port!.postMessage(message);
  const received = async (count: number) => {
    while (inbox.length < count) await new Promise<void>((resolve) => (wake = resolve));
    return inbox;
  };
  const view = () => views.at(-1)!;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  onTestFinished(() => (port as MessagePort | null)?.close());
  /** Handshake + authorization + subscriptions, as a well-behaved integration does. */
  const connect = async () => {
    hello();
    send({ type: 'authorization:authorize', token: GOOD });
    await received(1);
    send({ type: 'event:subscribe', subscriptions: ['route', 'portal:new', 'portal:remove'] });
    send({ type: 'basenav:register', displayName: 'Course Tools', routeName: 'courseTools' });
    await received(3);
  };
  return { host, hello, send, received, view, settle, connect, inbox };
}

describe('sandbox Ultra frame: Ultra side of the UEF side channel', () => {
  it("answers the integration frame's hello with a message port", () => {
    const { hello, view } = setup();
    expect(hello()).toEqual({ type: 'integration:hello' });
    expect(view().log).toEqual(['Handshake: integration:hello answered with a message port.']);
  });

  it('ignores a hello from another origin or another window', () => {
    const { hello, view } = setup();
    expect(hello({ origin: 'https://evil.example' })).toBeNull();
    expect(hello({ source: {} })).toBeNull();
    expect(view()).toBeUndefined();
  });

  it('authorizes the token Learn issued and refuses any other', async () => {
    const ok = setup();
    ok.hello();
    ok.send({ type: 'authorization:authorize', token: GOOD });
    expect(await ok.received(1)).toEqual([{ type: 'authorization:authorize', status: 'success' }]);
    expect(ok.view().authorized).toBe(true);

    const bad = setup();
    bad.hello();
    bad.send({ type: 'authorization:authorize', token: 'forged' });
    expect(await bad.received(1)).toEqual([
      { type: 'authorization:unauthorize', errorInformation: 'the token is unknown or has expired' },
    ]);
    expect(bad.view().authorized).toBe(false);
  });

  it('refuses registrations before authorization', async () => {
    const { hello, send, settle, view, inbox } = setup();
    hello();
    send({ type: 'basenav:register', displayName: 'Course Tools', routeName: 'courseTools' });
    await settle();
    expect(inbox).toEqual([]);
    expect(view().baseNav).toBeNull();
    expect(view().log.at(-1)).toBe('Refused basenav:register: not authorized yet.');
  });

  it('records subscriptions and the base navigation entry', async () => {
    const { connect, view, inbox } = setup();
    await connect();
    expect(inbox.slice(1)).toEqual([
      { type: 'event:subscribe', status: 'success' },
      { type: 'basenav:register', status: 'success' },
    ]);
    expect(view().subscriptions).toEqual(['route', 'portal:new', 'portal:remove']);
    expect(view().baseNav).toEqual({ displayName: 'Course Tools', routeName: 'courseTools' });
  });

  it('opens a portal for the base navigation entry and shows what the integration renders', async () => {
    const { connect, host, received, send, view, settle } = setup();
    await connect();
    host.openBaseNav();
    const [event] = (await received(4)).slice(3);
    expect(event).toMatchObject({ type: 'event:event', eventType: 'portal:new', selector: 'base.integration' });
    const portalId = (event as { portalId: string }).portalId;
    send({ type: 'portal:render', portalId, contents: { tag: 'iframe', props: { src: `${TOOL}/?route=UEFBaseNav` } } });
    await settle();
    expect(view().portals).toEqual([
      { id: portalId, kind: 'base-nav', title: 'Course Tools', src: `${TOOL}/?route=UEFBaseNav` },
    ]);
  });

  it('sends route events and opens the panel the integration asks for', async () => {
    const { connect, host, received, send, view, settle } = setup();
    await connect();
    host.navigate('_12_1');
    expect((await received(4))[3]).toEqual({
      type: 'event:event',
      eventType: 'route',
      routeName: 'base.courses.peek.course.outline',
      routeData: { courseId: '_12_1' },
    });
    send({ type: 'portal:panel', correlationId: 'c-1', panelType: 'small', panelTitle: 'Course Tools' });
    const response = (await received(5))[4] as { portalId: string };
    expect(response).toMatchObject({ type: 'portal:panel:response', correlationId: 'c-1', status: 'success' });
    send({
      type: 'portal:render',
      portalId: response.portalId,
      contents: { tag: 'div', children: [{ tag: 'iframe', props: { src: `${TOOL}/?route=UEFCourseDetails` } }] },
    });
    await settle();
    expect(view().portals).toEqual([
      { id: response.portalId, kind: 'panel', title: 'Course Tools', src: `${TOOL}/?route=UEFCourseDetails` },
    ]);
    host.closePanel(response.portalId);
    expect((await received(6))[5]).toEqual({
      type: 'event:event',
      eventType: 'portal:remove',
      portalId: response.portalId,
    });
    expect(view().portals).toEqual([]);
  });

  it('renders only http(s) iframes', () => {
    expect(iframeSrcOf({ tag: 'iframe', props: { src: 'javascript:alert(1)' } })).toBeNull();
    expect(iframeSrcOf({ tag: 'span', children: [{ tag: 'iframe', props: { src: 'https://a.example/x' } }] })).toBe(
      'https://a.example/x',
    );
  });
});
