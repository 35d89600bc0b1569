/** Chromium's limits for one canvas: 32767 px per side is the hard cap; the area cap is lower on some GPUs. */
const MAX_SIDE = 16384;
const MAX_AREA = 16384 * 16384;

/**
 * Backing-store pixels per scene px: the device pixel ratio (crisp on high-DPI screens),
 * reduced only when a very tall diagram would exceed the browser's canvas size limits.
 */
export function backingScale(width: number, height: number, devicePixelRatio: number): number {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.min(dpr, MAX_SIDE / width, MAX_SIDE / height, Math.sqrt(MAX_AREA / (width * height)));
}
