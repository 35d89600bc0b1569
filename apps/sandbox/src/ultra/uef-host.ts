/**
 * Ultra's side of the extension framework (UEF) side channel, for the sandbox's Ultra frame: a
 * test double written from the public UEF documentation, independent of our integration's code.
 * It answers the hidden integration frame's hello with a MessagePort, checks the authorization
 * token with the sandbox (the Learn that issued it), records subscriptions and the base
 * navigation entry, opens portals (the entry's page, course panels) and tells the page what to
 * show. No DOM here: `uef-host-page.ts` draws the view.
 */

export interface Portal {
  id: string;
  kind: 'base-nav' | 'panel';
  title: string;
  /** The iframe address the integration rendered into the portal (http(s) only), once it has. */
  src: string | null;
}

export interface HostView {
  log: string[];
  authorized: boolean;
  subscriptions: string[];
  baseNav: { displayName: string; routeName: string } | null;
  portals: Portal[];
}

export interface HostOptions {
  /** Origin of the integration frame (where our tool is served). */
  integrationOrigin: string;
  /** The hidden integration frame's window: only its hello is answered. */
  integrationWindow: () => unknown;
  /** Is this the token the sandbox issued to the user of this frame? null when yes, else why not. */
  verifyToken: (token: string) => Promise<string | null>;
  onChange: (view: HostView) => void;
  newId?: () => string;
}

interface IncomingWindowMessage {
  data: unknown;
  origin: string;
  source: unknown;
}

type Reply = (message: unknown, transfer?: Transferable[]) => void;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The first http(s) iframe `src` in a portal:render contents tree (all the sandbox renders). */
export function iframeSrcOf(contents: unknown): string | null {
  const node = record(contents);
  const props = record(node.props);
  if (node.tag === 'iframe' && typeof props.src === 'string' && /^https?:\/\//.test(props.src)) return props.src;
  const children = Array.isArray(node.children) ? node.children : [node.children];
  for (const child of children) {
    const src = typeof child === 'object' ? iframeSrcOf(child) : null;
    if (src) return src;
  }
  return null;
}

export class UltraHost {
  private port: MessagePort | null = null;
  private readonly view: HostView = { log: [], authorized: false, subscriptions: [], baseNav: null, portals: [] };
  private counter = 0;

  constructor(private readonly options: HostOptions) {}

  private newId(): string {
    return this.options.newId?.() ?? `portal-${++this.counter}`;
  }

  private changed(line?: string) {
    if (line) this.view.log.push(line);
    this.options.onChange({ ...this.view, log: [...this.view.log], portals: this.view.portals.map((p) => ({ ...p })) });
  }

  /** The page's window `message` listener: the integration's hello. */
  onWindowMessage(event: IncomingWindowMessage, reply: Reply): void {
    if (event.origin !== this.options.integrationOrigin || event.source !== this.options.integrationWindow()) return;
    if (record(event.data).type !== 'integration:hello') return;
    this.port?.close();
    const channel = new MessageChannel();
    this.port = channel.port1;
    this.port.onmessage = (e) => void this.onPortMessage(record(e.data));
    reply({ type: 'integration:hello' }, [channel.port2]);
    this.changed('Handshake: integration:hello answered with a message port.');
  }

  private send(message: Record<string, unknown>) {
    this.port?.postMessage(message);
  }

  private async onPortMessage(message: Record<string, unknown>): Promise<void> {
    if (message.type === 'authorization:authorize') return this.authorize(message.token);
    if (!this.view.authorized) {
      this.changed(`Refused ${String(message.type)}: not authorized yet.`);
      return;
    }
    switch (message.type) {
      case 'event:subscribe': {
        const subscriptions = Array.isArray(message.subscriptions) ? message.subscriptions.map(String) : [];
        this.view.subscriptions = [...new Set([...this.view.subscriptions, ...subscriptions])];
        this.send({ type: 'event:subscribe', status: 'success' });
        return this.changed(`Subscribed to: ${subscriptions.join(', ')}.`);
      }
      case 'basenav:register': {
        const { displayName, routeName } = message;
        if (typeof displayName !== 'string' || typeof routeName !== 'string' || !displayName || !routeName) {
          this.send({
            type: 'basenav:register',
            status: 'error',
            errorMessage: 'displayName and routeName are required',
          });
          return this.changed('Refused a base navigation entry without displayName and routeName.');
        }
        this.view.baseNav = { displayName, routeName };
        this.send({ type: 'basenav:register', status: 'success' });
        return this.changed(`Base navigation entry registered: ${displayName} (${routeName}).`);
      }
      case 'portal:panel': {
        const correlationId = String(message.correlationId ?? '');
        const id = this.newId();
        const title = typeof message.panelTitle === 'string' ? message.panelTitle : 'Panel';
        this.view.portals.push({ id, kind: 'panel', title, src: null });
        this.send({ type: 'portal:panel:response', correlationId, portalId: id, status: 'success' });
        return this.changed(`Panel opened: ${title}.`);
      }
      case 'portal:render': {
        const portal = this.view.portals.find((p) => p.id === message.portalId);
        const src = iframeSrcOf(message.contents);
        if (!portal || !src) return this.changed(`Refused portal:render for ${String(message.portalId)}.`);
        portal.src = src;
        return this.changed(`Rendered into ${portal.kind === 'panel' ? 'the panel' : 'the base navigation page'}.`);
      }
      default:
        return this.changed(`Ignored ${String(message.type)}.`);
    }
  }

  private async authorize(token: unknown): Promise<void> {
    const problem = typeof token === 'string' && token ? await this.options.verifyToken(token) : 'no token';
    if (problem) {
      this.send({ type: 'authorization:unauthorize', errorInformation: problem });
      return this.changed(`Authorization refused: ${problem}.`);
    }
    this.view.authorized = true;
    this.send({ type: 'authorization:authorize', status: 'success' });
    this.changed('Authorization: the token is the one Learn issued to this user.');
  }

  private event(eventType: string, body: Record<string, unknown>): boolean {
    if (!this.view.authorized || !this.view.subscriptions.includes(eventType)) return false;
    this.send({ type: 'event:event', eventType, ...body });
    return true;
  }

  /** The user picks the registered base navigation entry: Ultra opens a portal for its page. */
  openBaseNav(): void {
    if (!this.view.baseNav) return;
    this.view.portals = this.view.portals.filter((p) => p.kind !== 'base-nav');
    const id = this.newId();
    this.view.portals.push({ id, kind: 'base-nav', title: this.view.baseNav.displayName, src: null });
    const sent = this.event('portal:new', {
      selector: 'base.integration',
      portalId: id,
      selectorData: { routeName: this.view.baseNav.routeName },
    });
    this.changed(
      sent ? `Opened ${this.view.baseNav.displayName}.` : 'The integration did not subscribe to portal:new.',
    );
  }

  /** The user navigates (a course outline, or back to the course list). */
  navigate(courseId: string | null): void {
    const body = courseId
      ? { routeName: 'base.courses.peek.course.outline', routeData: { courseId } }
      : { routeName: 'base.courses', routeData: {} };
    this.event('route', body);
    this.changed(`Route: ${body.routeName}${courseId ? ` (${courseId})` : ''}.`);
  }

  /** The user closes a panel. */
  closePanel(portalId: string): void {
    this.view.portals = this.view.portals.filter((p) => p.id !== portalId);
    this.event('portal:remove', { portalId });
    this.changed('Panel closed.');
  }
}
