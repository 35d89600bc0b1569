/** Every Learn API request, counted by route template, so tests can assert call budgets. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** `GET /learn/api/public/v1/users/{userId}`, or the raw path when no route matched. */
  route: string;
  status: number;
  durationMs: number;
  at: string;
}

/** Items kept for inspection; totals and per-route counts stay exact beyond it. */
const MAX_ITEMS = 5000;

export class RequestLog {
  total = 0;
  byRoute: Record<string, number> = {};
  items: LoggedRequest[] = [];

  record(item: LoggedRequest): void {
    this.total += 1;
    this.byRoute[item.route] = (this.byRoute[item.route] ?? 0) + 1;
    this.items.push(item);
    if (this.items.length > MAX_ITEMS) this.items.shift();
  }

  /** How many requests hit this route, e.g. count('GET /learn/api/public/v1/users/{userId}'). */
  count(route: string): number {
    return this.byRoute[route] ?? 0;
  }

  clear(): void {
    this.total = 0;
    this.byRoute = {};
    this.items = [];
  }

  snapshot() {
    return { total: this.total, byRoute: { ...this.byRoute }, items: [...this.items] };
  }
}

/** Swagger-style templates (`/v1/users/{userId}`) and the requests they match. */
export class RouteTemplates {
  private readonly routes: { method: string; template: string; pattern: RegExp }[] = [];

  add(method: string, template: string): void {
    const source = template
      .split(/\{[^}]+\}/)
      .map((s) => s.replace(/[.+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    this.routes.push({ method, template, pattern: new RegExp(`^${source}$`) });
  }

  match(method: string, path: string): string | undefined {
    // Literal segments beat parameters (…/columns/finalGrade vs …/columns/{columnId}) by preferring fewer parameters.
    let best: { template: string; params: number } | undefined;
    for (const r of this.routes) {
      if (r.method !== method || !r.pattern.test(path)) continue;
      const params = (r.template.match(/\{/g) ?? []).length;
      if (!best || params < best.params) best = { template: r.template, params };
    }
    return best?.template;
  }

  list(): { method: string; template: string }[] {
    return this.routes.map(({ method, template }) => ({ method, template }));
  }
}
