import type { WindowState } from './settings-store.js';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_SIZE = { width: 1280, height: 860 };
export const MIN_SIZE = { width: 800, height: 560 };

/**
 * The bounds to open the window with: the remembered ones when they still show on one of the
 * screens (a laptop may since have left its second monitor behind), else only the remembered
 * size, which the system centres.
 */
export function restoredBounds(
  state: WindowState | null,
  workAreas: readonly Rectangle[],
): Partial<Rectangle> & { width: number; height: number } {
  if (state === null) return { ...DEFAULT_SIZE };
  const width = Math.max(state.width, MIN_SIZE.width);
  const height = Math.max(state.height, MIN_SIZE.height);
  if (state.x === undefined || state.y === undefined) return { width, height };
  const bounds = { x: state.x, y: state.y, width, height };
  return workAreas.some((area) => showsEnough(bounds, area)) ? bounds : { width, height };
}

/** At least a title bar's worth of the window lies on the screen. */
function showsEnough(bounds: Rectangle, area: Rectangle): boolean {
  const overlapWidth =
    Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x);
  const titleBarOnScreen = bounds.y >= area.y && bounds.y < area.y + area.height - 40;
  return overlapWidth >= 100 && titleBarOnScreen;
}
