import { describe, expect, it } from 'vitest';
import { routes } from '../index.ts';

describe('routes', () => {
  it('exposes DataFlowDiagram and ContextDiagram for anyone, without a course', async () => {
    expect(routes.map(({ load: _load, ...rest }) => rest)).toEqual([
      { route: 'DataFlowDiagram', title: 'Data Flow Diagram', audience: ['anyone'], needsCourse: false },
      { route: 'ContextDiagram', title: 'Context Diagram', audience: ['anyone'], needsCourse: false },
    ]);
    const screens = await Promise.all(routes.map((r) => r.load()));
    expect(screens.map((s) => s.default.name)).toEqual(['DataFlowPage', 'ContextPage']);
  });
});
