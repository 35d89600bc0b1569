import { events as e } from '@tools/backend-api/contracts';
import type { BackendCall } from '@tools/backend-api';

/** EventPublicationTool's back end (spec 000 §7): generate from Learn, publish, retrieve, handle. */
export function eventsApi(call: BackendCall) {
  return {
    generate: (platformUrl: string) =>
      call('get', 'generateEvents', e.EventsResponse, {
        query: { platformUrl },
        timeoutMs: 60_000,
      }) as Promise<e.EventsResponse>,
    publish: (events: e.CourseEvent[]) =>
      call('post', 'sendEvents', e.EventsMessage, { json: { events } }) as Promise<e.EventsMessage>,
    retrieve: () => call('get', 'retrieveEvents', e.EventsResponse) as Promise<e.EventsResponse>,
    handle: (ids: string[]) =>
      call('post', 'handleEvents', e.EventsMessage, {
        json: { events: ids.map((id) => ({ id })) },
      }) as Promise<e.EventsMessage>,
  };
}
export type EventsApi = ReturnType<typeof eventsApi>;
