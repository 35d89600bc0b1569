const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;

type Handler = { fetch(request: Request): Response | Promise<Response> };

/**
 * A `fetch` answered by the sandbox app in-process (no network), following redirects the way
 * the network `fetch` does: Learn's attachment download answers 302 to the file, and the Learn
 * client relies on fetch to follow it. As in the Fetch standard, `Authorization` is dropped
 * when a redirect leaves the origin, and 303 (or a POST's 301/302) continues as GET.
 */
export function inProcessFetch(app: Handler): typeof globalThis.fetch {
  return async (input, init) => {
    let request = new Request(input, init);
    // Kept for a 307/308, which repeats the request with its body.
    let body = request.body ? await request.clone().arrayBuffer() : null;
    for (let hop = 0; ; hop += 1) {
      const response = await app.fetch(request);
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location || request.redirect === 'manual') return response;
      if (request.redirect === 'error') throw new TypeError(`Redirect refused: ${request.url}`);
      if (hop >= MAX_REDIRECTS) throw new TypeError(`Too many redirects: ${request.url}`);
      const next = new URL(location, request.url);
      const headers = new Headers(request.headers);
      if (next.origin !== new URL(request.url).origin) headers.delete('authorization');
      const toGet =
        response.status === 303 || ((response.status === 301 || response.status === 302) && request.method === 'POST');
      if (toGet) {
        headers.delete('content-type');
        headers.delete('content-length');
        body = null;
      }
      request = new Request(next, {
        method: toGet ? 'GET' : request.method,
        headers,
        body,
        signal: request.signal,
      });
    }
  };
}
