// Where the floating chat button may sit (spec §2 Bottom menu): inside the viewport with 5 px
// margins, clear of the tab bar (70 px) and the download banner (56 px) at the bottom, and on
// release at the nearer left or right edge.

/** A position of the button's top-left corner, px from the viewport's top-left. */
export interface FloatingPoint {
  x: number;
  y: number;
}

/** What the button must stay inside. */
export interface FloatingBounds {
  /** Viewport width and height, px. */
  width: number;
  height: number;
  /** The button's own size (square), px. */
  size: number;
  /** Gap kept to every edge, px (spec: 5). */
  margin: number;
  /** Space taken at the top (a navigation bar), px. */
  top: number;
  /** Space taken at the bottom (tab bar 70 px, banner 56 px when shown), px. */
  bottom: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** The point kept inside the bounds (while dragging). */
export function clampFloatingPoint(point: FloatingPoint, b: FloatingBounds): FloatingPoint {
  return {
    x: clamp(point.x, b.margin, b.width - b.size - b.margin),
    y: clamp(point.y, b.top + b.margin, b.height - b.bottom - b.size - b.margin),
  };
}

/** The point on release: inside the bounds and at the nearer left or right edge. */
export function snapFloatingPoint(point: FloatingPoint, b: FloatingBounds): FloatingPoint {
  const kept = clampFloatingPoint(point, b);
  const centre = kept.x + b.size / 2;
  const x = centre < b.width / 2 ? b.margin : Math.max(b.margin, b.width - b.size - b.margin);
  return { x, y: kept.y };
}

/** Where the button starts: at the right edge, just above the bottom bars. */
export function defaultFloatingPoint(b: FloatingBounds): FloatingPoint {
  return snapFloatingPoint({ x: b.width, y: b.height - b.bottom - b.size - 24 }, b);
}

/** A rectangle on screen, px (a DOMRect's fields). */
export interface FloatingObstacle {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Gap kept between the button and a control it keeps clear of, px. */
export const FLOATING_CLEARANCE_PX = 4;

function overlapsAny(point: FloatingPoint, size: number, obstacles: readonly FloatingObstacle[]) {
  const left = point.x - FLOATING_CLEARANCE_PX;
  const top = point.y - FLOATING_CLEARANCE_PX;
  const right = point.x + size + FLOATING_CLEARANCE_PX;
  const bottom = point.y + size + FLOATING_CLEARANCE_PX;
  return obstacles.some(
    (o) => o.left < right && o.right > left && o.top < bottom && o.bottom > top,
  );
}

/**
 * Where the button rests without lying over a control: `home` (its snapped place) when that is
 * clear, else the nearest clear place up or down the same edge, else on the other edge (nearest
 * to home's height), in `step` px; null when no place on either edge is clear.
 */
export function clearFloatingPoint(
  home: FloatingPoint,
  b: FloatingBounds,
  obstacles: readonly FloatingObstacle[],
  step = 8,
): FloatingPoint | null {
  const start = snapFloatingPoint(home, b);
  const minY = b.top + b.margin;
  const maxY = Math.max(minY, b.height - b.bottom - b.size - b.margin);
  const otherX = start.x === b.margin ? Math.max(b.margin, b.width - b.size - b.margin) : b.margin;
  for (const x of [start.x, otherX]) {
    for (let offset = 0; offset <= maxY - minY; offset += step) {
      for (const y of offset === 0 ? [start.y] : [start.y - offset, start.y + offset]) {
        if (y < minY || y > maxY) continue;
        if (!overlapsAny({ x, y }, b.size, obstacles)) return { x, y };
      }
    }
  }
  return null;
}
