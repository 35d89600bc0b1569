import {
  AUTHORIZE,
  BASE_NAV,
  BASE_NAV_PORTAL_SELECTOR,
  BASENAV_REGISTER,
  COURSE_PANEL,
  courseOfRoute,
  EVENT,
  HELLO,
  iframeContents,
  PORTAL_PANEL,
  PORTAL_PANEL_RESPONSE,
  PORTAL_RENDER,
  readUltraMessage,
  SUBSCRIBE,
  SUBSCRIPTIONS,
  UNAUTHORIZE,
  type UltraMessage,
} from './protocol.ts';
import { courseDetailsUrlFor, type UefValues } from './storage.ts';

export type FailureReason = 'not-in-ultra' | 'missing-values' | 'no-answer' | 'unauthorized' | 'registration-refused';

/** How far the integration got; the loader page shows it (it is hidden inside Ultra, visible elsewhere). */
export type IntegrationStatus =
  | { kind: 'waiting' }
  | { kind: 'authorized' }
  | { kind: 'registered' }
  | { kind: 'failed'; reason: FailureReason; detail?: string };

/** The MessagePort Ultra hands over (only what we use of it). */
export type PortLike = Pick<MessagePort, 'postMessage' | 'onmessage' | 'close'>;

export interface WindowMessage {
  data: unknown;
  origin: string;
  source: unknown;
  ports: readonly PortLike[];
}

export interface IntegrationEnv {
  /** Ultra's window (`window.parent`), or null when the page is not framed. */
  ultra: { postMessage(message: unknown, targetOrigin: string): void } | null;
  /** Listens to this window's `message` events; returns the unsubscribe. */
  listen(listener: (event: WindowMessage) => void): () => void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface IntegrationOptions {
  env: IntegrationEnv;
  values: UefValues;
  /** The user's Learn token, handed over in memory by the loader; only ever sent over Ultra's port. */
  token: string;
  onStatus: (status: IntegrationStatus) => void;
  /** How long to wait for Ultra's hello before saying so. */
  helloTimeoutMs?: number;
}

export const HELLO_TIMEOUT_MS = 10_000;

interface Panel {
  courseId: string;
  correlationId: string;
  portalId: string | null;
}

/**
 * Ultra's side channel, integration side: hello -> authorize with the token -> subscribe to
 * route and portal events -> register the base navigation entry. Ultra then opens a portal for
 * that entry (we render the Base Navigation page in it) and, inside a course, we ask for a panel
 * and render the Course Details page for that course. Messages are accepted only from Ultra's
 * window on the platform's origin, and only over the port Ultra handed us.
 */
export function startIntegration(options: IntegrationOptions): { stop(): void } {
  const { env, values, onStatus } = options;
  let token: string | null = options.token;
  if (!env.ultra) {
    onStatus({ kind: 'failed', reason: 'not-in-ultra' });
    return { stop() {} };
  }
  const ultra = env.ultra;
  const ultraOrigin = new URL(values.platformUrl).origin;
  let port: PortLike | null = null;
  let panel: Panel | null = null;
  /** The course whose panel the user closed: not reopened until they leave that course. */
  let dismissedCourse: string | null = null;

  const send = (message: Record<string, unknown>) => port?.postMessage(message);

  const onPortMessage = (message: UltraMessage) => {
    switch (message.type) {
      case AUTHORIZE:
        if (message.status !== undefined && message.status !== 'success') {
          onStatus({ kind: 'failed', reason: 'unauthorized', detail: message.status });
          return;
        }
        onStatus({ kind: 'authorized' });
        send({ type: SUBSCRIBE, subscriptions: [...SUBSCRIPTIONS] });
        send({ type: BASENAV_REGISTER, displayName: BASE_NAV.displayName, routeName: BASE_NAV.routeName });
        return;
      case UNAUTHORIZE:
        onStatus({ kind: 'failed', reason: 'unauthorized', ...detail(message.errorInformation) });
        return;
      case BASENAV_REGISTER:
        onStatus(
          message.status === 'success'
            ? { kind: 'registered' }
            : { kind: 'failed', reason: 'registration-refused', ...detail(message.errorMessage ?? message.status) },
        );
        return;
      case PORTAL_PANEL_RESPONSE:
        if (!panel || message.correlationId !== panel.correlationId) return;
        if (message.status !== 'success' || !message.portalId) {
          panel = null;
          return;
        }
        panel.portalId = message.portalId;
        send({
          type: PORTAL_RENDER,
          portalId: message.portalId,
          contents: iframeContents(courseDetailsUrlFor(values.courseDetailsUrl, panel.courseId), COURSE_PANEL.title),
        });
        return;
      case EVENT:
        if (message.eventType === 'route') return onRoute(courseOfRoute(message));
        if (message.eventType === 'portal:new' && message.selector === BASE_NAV_PORTAL_SELECTOR) {
          send({
            type: PORTAL_RENDER,
            portalId: message.portalId,
            contents: iframeContents(values.baseNavUrl, BASE_NAV.displayName),
          });
        }
        if (message.eventType === 'portal:remove' && panel && message.portalId === panel.portalId) {
          dismissedCourse = panel.courseId;
          panel = null;
        }
        return;
    }
  };

  const onRoute = (courseId: string | null) => {
    if (courseId !== dismissedCourse) dismissedCourse = null;
    if (!courseId || courseId === panel?.courseId || courseId === dismissedCourse) return;
    const correlationId = `${COURSE_PANEL.correlationPrefix}${courseId}`;
    panel = { courseId, correlationId, portalId: null };
    send({
      type: PORTAL_PANEL,
      correlationId,
      panelType: 'small',
      panelTitle: COURSE_PANEL.title,
      attributes: { onClose: { callbackId: `${correlationId}-close` } },
    });
  };

  const timer = env.setTimeout(() => {
    if (!port) onStatus({ kind: 'failed', reason: 'no-answer' });
  }, options.helloTimeoutMs ?? HELLO_TIMEOUT_MS);

  const unlisten = env.listen((event) => {
    if (port || event.source !== ultra || event.origin !== ultraOrigin) return;
    const data = event.data as { type?: unknown } | null;
    const handed = event.ports[0];
    if (data?.type !== HELLO || !handed) return;
    env.clearTimeout(timer);
    port = handed;
    port.onmessage = (e) => {
      const message = readUltraMessage(e.data);
      if (message) onPortMessage(message);
    };
    send({ type: AUTHORIZE, token });
    // Sent once over Ultra's port; nothing here needs it again.
    token = null;
  });

  onStatus({ kind: 'waiting' });
  ultra.postMessage({ type: HELLO }, ultraOrigin);

  return {
    stop() {
      env.clearTimeout(timer);
      unlisten();
      port?.close();
      port = null;
    },
  };
}

const detail = (text: string | undefined) => (text ? { detail: text } : {});
