import type { MapScene } from '#report/scene/types';

/**
 * Where each hex's centre lies in the SVG map (report/svg/render-map-svg.ts draws the
 * scene at 30 user units per hex radius, 20 units of margin and a 64-unit heading), so
 * the page can lay its clickable hexes over the picture. The page test checks these
 * numbers against the SVG's own size.
 */
export const SVG_HEX = 30;
export const SVG_MARGIN = 20;
export const SVG_HEAD = 64;

export interface PageHex {
  id: string;
  /** The printed label, where it is not the id (kernel/map/hex-label.ts). */
  label?: string;
  x: number;
  y: number;
}

export function pageHexes(scene: MapScene): { radius: number; hexes: PageHex[] } {
  const at = (v: number) => Math.round(v * 100) / 100;
  return {
    radius: SVG_HEX,
    hexes: scene.hexes.map((h) => ({
      id: h.id,
      ...(h.label !== h.id ? { label: h.label } : {}),
      x: at(SVG_MARGIN + h.center.x * SVG_HEX),
      y: at(SVG_MARGIN + SVG_HEAD + h.center.y * SVG_HEX),
    })),
  };
}
