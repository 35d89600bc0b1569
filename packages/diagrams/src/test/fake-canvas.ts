import { vi } from 'vitest';

/**
 * jsdom has no canvas. This replaces getContext with a recorder so screen tests can see
 * what was drawn (texts and the device-pixel transform) without real pixels.
 */
export function fakeCanvas() {
  const texts: string[][] = [];
  const transforms: number[][] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const drawn: string[] = [];
    texts.push(drawn);
    const state: Record<string, unknown> = {};
    return new Proxy(state, {
      get: (_, key: string) => {
        if (key in state) return state[key];
        if (key === 'fillText') return (text: string) => drawn.push(text);
        if (key === 'setTransform') return (...args: number[]) => transforms.push(args);
        return () => undefined;
      },
      set: (_, key: string, value) => ((state[key] = value), true),
    }) as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  return {
    /** Texts of the most recent drawing. */
    lastTexts: () => texts.at(-1) ?? [],
    transforms,
  };
}
