import { describe, expect, it } from 'vitest';
import { layoutContext } from '../../domain/context-layout.ts';
import type { Scene } from '../../domain/scene.ts';
import { backingScale } from '../canvas-scale.ts';
import { drawScene, type SceneContext } from '../draw-scene.ts';

/** A fake 2D context that records calls and the state at each fill/stroke/text. */
function recordingContext() {
  const calls: { op: string; args: unknown[]; state: Record<string, unknown> }[] = [];
  const state: Record<string, unknown> = {};
  const record =
    (op: string) =>
    (...args: unknown[]) =>
      void calls.push({ op, args, state: { ...state } });
  const ctx = new Proxy(state, {
    get: (_, key: string) => (key in state ? state[key] : record(key)),
    set: (_, key: string, value) => ((state[key] = value), true),
  }) as unknown as SceneContext;
  return { ctx, calls };
}

const scene: Scene = {
  width: 300,
  height: 200,
  background: '#ffffff',
  breaksX: [],
  breaksY: [],
  boxes: [{ x: 10, y: 20, width: 100, height: 40, fill: '#eeeeee', stroke: '#333333', radius: 6 }],
  arrows: [{ from: { x: 120, y: 40 }, to: { x: 200, y: 40 }, heads: 'both', dashed: true, colour: '#123456' }],
  texts: [{ x: 60, y: 40, text: 'Library', fontSize: 14, bold: true, align: 'center', colour: '#111111' }],
};

describe('drawScene', () => {
  it('paints the background, boxes, dashed arrows with two heads, then text on top', () => {
    const { ctx, calls } = recordingContext();
    drawScene(ctx, scene);
    expect(calls[0]).toMatchObject({ op: 'fillRect', args: [0, 0, 300, 200], state: { fillStyle: '#ffffff' } });
    const boxFill = calls.find((c) => c.op === 'fill');
    expect(boxFill?.state.fillStyle).toBe('#eeeeee');
    expect(calls.filter((c) => c.op === 'setLineDash').map((c) => c.args[0])).toContainEqual([8, 5]);
    const arrowFills = calls.filter((c) => c.op === 'fill' && c.state.fillStyle === '#123456');
    expect(arrowFills).toHaveLength(2);
    const text = calls.find((c) => c.op === 'fillText');
    expect(text).toMatchObject({
      args: ['Library', 60, 40],
      state: {
        font: 'bold 14px Helvetica, Arial, sans-serif',
        textAlign: 'center',
        textBaseline: 'middle',
        fillStyle: '#111111',
      },
    });
    expect(calls.findIndex((c) => c.op === 'fillText')).toBeGreaterThan(calls.findLastIndex((c) => c.op === 'stroke'));
  });

  it('draws every text of a real layout', () => {
    const { scene: s } = layoutContext(
      { systems: [{ rowNumber: 2, name: 'Library', direction: 'export' }], skipped: [] },
      'Reach CRM',
    );
    const { ctx, calls } = recordingContext();
    drawScene(ctx, s);
    expect(calls.filter((c) => c.op === 'fillText').map((c) => c.args[0])).toEqual(s.texts.map((t) => t.text));
  });
});

describe('backingScale', () => {
  it('uses the device pixel ratio for crisp high-DPI drawing', () => {
    expect(backingScale(1600, 3000, 2)).toBe(2);
    expect(backingScale(1600, 3000, 1)).toBe(1);
    expect(backingScale(1600, 3000, Number.NaN)).toBe(1);
  });

  it('lowers the ratio only when the canvas would pass the browser limit', () => {
    expect(backingScale(1600, 40_000, 2)).toBeCloseTo(16384 / 40_000);
  });
});
