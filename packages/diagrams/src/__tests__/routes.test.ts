import { describe, expect, it } from 'vitest';
import { routes } from '../index.ts';

describe('routes', () => {
  it('exposes DataFlowDiagram and ContextDiagram for anyone, without a course, a token or Learn', async () => {
    expect(
      routes.map(({ route, audience, needs, learn, needsCourse }) => ({ route, audience, needs, learn, needsCourse })),
    ).toEqual([
      { route: 'DataFlowDiagram', audience: ['anyone'], needs: [], learn: false, needsCourse: false },
      { route: 'ContextDiagram', audience: ['anyone'], needs: [], learn: false, needsCourse: false },
    ]);
    const titles = await Promise.all(routes.map(async (r) => (await r.texts()).en_US[r.title]));
    expect(titles).toEqual(['Data Flow Diagram', 'Context Diagram']);
    const screens = await Promise.all(routes.map((r) => r.load()));
    expect(screens.map((s) => s.default.name)).toEqual(['DataFlowPage', 'ContextPage']);
  });
});
