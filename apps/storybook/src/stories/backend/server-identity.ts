import { HttpResponse, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import { LEARN_URL, type Sandbox } from '../../tool-story.tsx';

/**
 * What our server's `identify` and `requireCourseRole` do (apps/server/src/identity), done here
 * against the story's sandbox: the caller is whoever Learn says the bearer token belongs to, and
 * course roles are read from Learn, never taken from the browser. Same messages and statuses.
 */
export class ServerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Caller {
  id: string;
  uuid: string;
  institutionRoleIds: string[];
  token: string;
}

const Me = v.object({ id: v.string(), uuid: v.string(), institutionRoleIds: v.optional(v.array(v.string()), []) });
const Membership = v.object({ courseId: v.string(), courseRoleId: v.string() });

async function learn(sandbox: Sandbox, token: string, path: string): Promise<Response> {
  return sandbox.app.fetch(
    new Request(`${LEARN_URL}/learn/api/public/v1/${path}`, { headers: { Authorization: `Bearer ${token}` } }),
  );
}

export async function identify(sandbox: Sandbox, request: Request): Promise<Caller> {
  if (request.headers.get('X-Learn-Platform') !== LEARN_URL)
    throw new ServerError(403, `Platform ${request.headers.get('X-Learn-Platform') ?? ''} is not allowed.`);
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!token) throw new ServerError(401, 'Missing bearer token.');
  const res = await learn(sandbox, token, 'users/me?fields=id,uuid,institutionRoleIds');
  if (res.status === 401) throw new ServerError(401, 'Learn did not accept the token.');
  const me = v.safeParse(Me, res.ok ? await res.json() : null);
  if (!me.success) throw new ServerError(502, 'Could not verify the caller with Learn.');
  return { ...me.output, token };
}

/** The caller's own membership in the course; `deny` lists roles refused (e.g. Student for grade posts). */
export async function requireCourseRole(
  sandbox: Sandbox,
  caller: Caller,
  course: string,
  deny: readonly string[] = [],
) {
  // A primary id (`_12_1`) or a keyed ref goes as is; a bare uuid is Learn's `uuid:` ref.
  const courseRef = /^_\d+_\d+$|:/.test(course) ? course : `uuid:${course}`;
  const res = await learn(
    sandbox,
    caller.token,
    `courses/${encodeURIComponent(courseRef)}/users/${caller.id}?fields=courseId,courseRoleId`,
  );
  if (res.status === 404 || res.status === 403) throw new ServerError(403, 'You are not enrolled in this course.');
  if (res.status === 401) throw new ServerError(401, 'Learn did not accept the token.');
  const membership = v.safeParse(Membership, res.ok ? await res.json() : null);
  if (!membership.success) throw new ServerError(502, 'Could not check your course role with Learn.');
  if (deny.includes(membership.output.courseRoleId)) {
    throw new ServerError(403, `Your course role (${membership.output.courseRoleId}) may not perform this action.`);
  }
  return membership.output;
}

/** Validates like the server's `queryParams`/`jsonBody`: a 400 naming the first issue. */
export function parse<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  what: 'query' | 'request body',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  throw new ServerError(400, `Invalid ${what}: ${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}`);
}

export const searchParams = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** Runs a handler body and turns ServerError into the server's `{ message }` answers. */
export async function answer(run: () => Promise<JsonBodyType>): Promise<Response> {
  try {
    return HttpResponse.json(await run());
  } catch (error) {
    if (error instanceof ServerError) return HttpResponse.json({ message: error.message }, { status: error.status });
    throw error;
  }
}
