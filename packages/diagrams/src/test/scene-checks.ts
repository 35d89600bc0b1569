import { overlaps } from '../domain/geometry.ts';
import type { Scene } from '../domain/scene.ts';

/** Pairs of boxes whose interiors intersect (should be none). */
export function overlappingBoxes(scene: Scene): [number, number][] {
  const pairs: [number, number][] = [];
  scene.boxes.forEach((a, i) =>
    scene.boxes.slice(i + 1).forEach((b, j) => overlaps(a, b) && pairs.push([i, i + 1 + j])),
  );
  return pairs;
}

export function everythingInside(scene: Scene): boolean {
  const inX = (x: number) => x >= 0 && x <= scene.width;
  const inY = (y: number) => y >= 0 && y <= scene.height;
  return (
    scene.boxes.every((b) => inX(b.x) && inX(b.x + b.width) && inY(b.y) && inY(b.y + b.height)) &&
    scene.arrows.every((a) => inX(a.from.x) && inX(a.to.x) && inY(a.from.y) && inY(a.to.y)) &&
    scene.texts.every((t) => inX(t.x) && inY(t.y))
  );
}
