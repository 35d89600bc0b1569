/**
 * The part of Ultra's extension framework (UEF) side channel that uef_base.js speaks, from the
 * public UEF documentation: a `window.postMessage` hello to Ultra, then everything over the
 * MessagePort Ultra hands back. Ultra's answers are validated by shape before use; anything else
 * is ignored (Ultra sends more event types than we subscribe to).
 */

export const HELLO = 'integration:hello';
export const AUTHORIZE = 'authorization:authorize';
export const UNAUTHORIZE = 'authorization:unauthorize';
export const SUBSCRIBE = 'event:subscribe';
export const EVENT = 'event:event';
export const BASENAV_REGISTER = 'basenav:register';
export const PORTAL_PANEL = 'portal:panel';
export const PORTAL_PANEL_RESPONSE = 'portal:panel:response';
export const PORTAL_RENDER = 'portal:render';

/** Events we subscribe to: course navigation (route) and portals Ultra opens or removes for us. */
export const SUBSCRIPTIONS = ['route', 'portal:new', 'portal:remove'] as const;

/** Our base navigation entry. Ultra opens a `base.integration` portal when the user picks it. */
export const BASE_NAV = { routeName: 'courseTools', displayName: 'Course Tools' } as const;
export const BASE_NAV_PORTAL_SELECTOR = 'base.integration';

/** The course panel: one at a time, correlated by this id plus the course. */
export const COURSE_PANEL = { correlationPrefix: 'course-tools-course-', title: 'Course Tools' } as const;

/** What Ultra may send us over the port (only the fields we read). */
export type UltraMessage =
  | { type: typeof AUTHORIZE; status?: string }
  | { type: typeof UNAUTHORIZE; errorInformation?: string }
  | { type: typeof BASENAV_REGISTER; status?: string; errorMessage?: string }
  | { type: typeof PORTAL_PANEL_RESPONSE; correlationId: string; portalId?: string; status?: string }
  | RouteEvent
  | PortalEvent;

export interface RouteEvent {
  type: typeof EVENT;
  eventType: 'route';
  routeName: string;
  routeData?: { courseId?: string };
}

export interface PortalEvent {
  type: typeof EVENT;
  eventType: 'portal:new' | 'portal:remove';
  portalId: string;
  selector?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

/** Narrows a port message to one we understand, or null. */
export function readUltraMessage(data: unknown): UltraMessage | null {
  if (!isRecord(data) || !isString(data.type)) return null;
  switch (data.type) {
    case AUTHORIZE:
    case UNAUTHORIZE:
    case BASENAV_REGISTER:
      return data as UltraMessage;
    case PORTAL_PANEL_RESPONSE:
      return isString(data.correlationId) ? (data as UltraMessage) : null;
    case EVENT:
      if (data.eventType === 'route') return isString(data.routeName) ? (data as unknown as RouteEvent) : null;
      if (data.eventType === 'portal:new' || data.eventType === 'portal:remove')
        return isString(data.portalId) ? (data as unknown as PortalEvent) : null;
      return null;
    default:
      return null;
  }
}

/** The course a route event is inside, if any (Ultra's course routes carry the course primary id). */
export function courseOfRoute(event: RouteEvent): string | null {
  const courseId = event.routeData?.courseId;
  return isString(courseId) && /^_\d+_\d+$/.test(courseId) ? courseId : null;
}

/** Ultra's portal contents: a small element tree. We only ever render one full-size iframe. */
export function iframeContents(src: string, title: string) {
  return {
    tag: 'div',
    props: { style: { display: 'flex', height: '100%', width: '100%' } },
    children: [{ tag: 'iframe', props: { src, title, style: { flex: '1 1 auto', border: '0' } } }],
  };
}
