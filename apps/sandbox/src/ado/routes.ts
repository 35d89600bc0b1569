import type { Hono } from 'hono';
import { ADO_PAT, FAILING_WORK_ITEM, workItem } from './work-items.ts';

/**
 * A fake Azure DevOps work-item REST API (`GET {org}/{project}/_apis/wit/workitems/{id}`), enough
 * for the deliverables tracker's proxy: Basic auth with a personal access token (any user name),
 * `fields=` selection, ADO's 401/404 shapes, and one id that always fails.
 */
export function registerFakeAdo(app: Hono): void {
  app.get('/ado/:org/:project/_apis/wit/workitems/:id', (c) => {
    const auth = c.req.header('Authorization') ?? '';
    const decoded = auth.startsWith('Basic ') ? atob(auth.slice(6)) : '';
    if (decoded.slice(decoded.indexOf(':') + 1) !== ADO_PAT) {
      return c.json({ message: 'TF400813: The user is not authorized to access this resource.' }, 401);
    }
    const id = Number(c.req.param('id'));
    if (id === FAILING_WORK_ITEM) return c.json({ message: 'TF246017: the service is unavailable.' }, 500);
    const item = workItem(id);
    if (!item) {
      return c.json(
        {
          message: `TF401232: Work item ${c.req.param('id')} does not exist, or you do not have permissions to read it.`,
          typeKey: 'WorkItemUnauthorizedAccessException',
        },
        404,
      );
    }
    const wanted = c.req.query('fields')?.split(',').filter(Boolean);
    const fields = wanted
      ? Object.fromEntries(Object.entries(item.fields).filter(([k]) => wanted.includes(k)))
      : item.fields;
    return c.json({ ...item, fields, url: new URL(c.req.url).href.split('?')[0] });
  });
}
