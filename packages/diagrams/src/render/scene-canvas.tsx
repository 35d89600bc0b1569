import { useEffect, useRef } from 'react';
import type { Scene } from '../domain/scene.ts';
import { backingScale } from './canvas-scale.ts';
import { drawScene } from './draw-scene.ts';

export interface SceneCanvasProps {
  scene: Scene;
  /** Accessible name; the canvas is one image to assistive technology. */
  label: string;
}

/**
 * Draws a scene on a canvas sized in CSS px to the scene and in device pixels to
 * scene x devicePixelRatio, so lines and text stay crisp on high-DPI screens.
 */
export function SceneCanvas({ scene, label }: SceneCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const scale = backingScale(scene.width, scene.height, window.devicePixelRatio);
    canvas.width = Math.round(scene.width * scale);
    canvas.height = Math.round(scene.height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    drawScene(ctx, scene);
  }, [scene]);
  return (
    // Scrolls instead of shrinking: a 1600 px diagram squeezed into a narrow frame is unreadable.
    // tabIndex lets keyboard users scroll it (WCAG 2.1.1).
    <div className="ct-diagram" role="region" aria-label={label} tabIndex={0} style={{ overflow: 'auto' }}>
      <canvas
        ref={ref}
        role="img"
        aria-label={label}
        style={{ width: scene.width, maxWidth: 'none', height: scene.height, display: 'block' }}
      />
    </div>
  );
}
