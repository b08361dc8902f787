import type { Box, Point } from '../scene/types';

/** Which part of the map goes where on a page, and at what scale. */
export interface Viewport {
  /** The part of the map shown, in hex units (the scene's frame). */
  area: Box;
  /** Page points per hex unit (the hex radius in points). */
  scale: number;
  /** Where the area's top-left corner lands on the page. */
  origin: Point;
}

/** A map point on the page. */
export const toPage = (v: Viewport, p: Point): Point => ({
  x: v.origin.x + (p.x - v.area.x) * v.scale,
  y: v.origin.y + (p.y - v.area.y) * v.scale,
});

/** The viewport's box on the page. */
export const pageBox = (v: Viewport): Box => ({ x: v.origin.x, y: v.origin.y, width: v.area.width * v.scale, height: v.area.height * v.scale });

/** Whether a map point lies within the area grown by `margin` hex units. */
export const shows = (v: Viewport, p: Point, margin = 1.2): boolean =>
  p.x >= v.area.x - margin && p.x <= v.area.x + v.area.width + margin && p.y >= v.area.y - margin && p.y <= v.area.y + v.area.height + margin;

/** Whether the box from p + (left, top) to p + (right, bottom), in hex units, lies wholly in the area. */
export const holds = (v: Viewport, p: Point, left: number, top: number, right: number, bottom: number): boolean =>
  p.x + left >= v.area.x && p.x + right <= v.area.x + v.area.width && p.y + top >= v.area.y && p.y + bottom <= v.area.y + v.area.height;

/** The viewport that fits `area` into `box` (keeping proportions, centred). */
export function fitArea(area: Box, box: Box): Viewport {
  const scale = Math.min(box.width / area.width, box.height / area.height);
  return {
    area,
    scale,
    origin: { x: box.x + (box.width - area.width * scale) / 2, y: box.y + (box.height - area.height * scale) / 2 },
  };
}
