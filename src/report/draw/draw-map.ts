import type { HexId } from '#kernel/ids';
import type { MapScene, Point } from '../scene/types';
import { GRID_LINE, HEXSIDE_ORDER, hexsideStyle, LABEL_INK, SHEET_EDGE, terrainStyle } from '../style/palette';
import { textWidth } from '../style/text-metrics';
import { drawArrow, drawBattleBadge } from './draw-arrows';
import { drawStack, type CounterDetail } from './draw-counter';
import { drawMark, drawPlaceName, drawPlaceSymbols } from './draw-places';
import type { Painter } from './painter';
import { holds, pageBox, shows, toPage, type Viewport } from './viewport';

export interface MapDrawOptions {
  counters: CounterDetail;
  /** Size of the printed hex labels (CCRR, or the map's own label) in points; 0 leaves them out. */
  labelSize: number;
  /** Size of place names in points. */
  nameSize: number;
  /** Hexes to outline (where something happened). */
  highlight?: readonly HexId[];
}

/** Counter side as a share of the hex radius, and how far below the centre it sits. */
export const COUNTER_SIDE = 1.1;
const COUNTER_DROP = 0.12;

/**
 * Texts and counters are drawn only where they fit wholly in the viewport: clipping hides
 * drawings but not text, and a PDF's text layer must hold only what the page shows.
 * Windows that tile a map overlap enough for every counter to fit wholly in one of them.
 *
 * Draws the map scene into one viewport: terrain and grid, hexside features, the line
 * between sheets, hex labels, printed features, markers, counters, then the step's
 * trails and arrows with the battle badges, and the place names on top.
 */
export function drawMap(p: Painter, scene: MapScene, v: Viewport, opts: MapDrawOptions): void {
  const s = v.scale;
  const page = (q: Point) => toPage(v, q);
  p.clipped(pageBox(v), () => {
    const hexes = scene.hexes.filter((h) => shows(v, h.center));
    const corners = new Map(hexes.map((h) => [h.id, h.corners]));
    const grid = { colour: GRID_LINE, width: Math.max(0.15, s * 0.025) };
    // one shape per terrain colour: hexes never overlap, so the order among them does not show
    const byFill = new Map<string, Point[][]>();
    for (const h of hexes) {
      const fill = terrainStyle(h.terrain).fill;
      const list = byFill.get(fill) ?? byFill.set(fill, []).get(fill)!;
      list.push(h.corners.map(page));
    }
    for (const [colour, list] of byFill) p.polygons(list, { colour }, grid);

    for (const kind of HEXSIDE_ORDER) {
      const st = hexsideStyle(kind)!;
      const stroke = { colour: st.colour, width: st.width * s, cap: 'round' as const, ...(st.dash ? { dash: st.dash.map((d) => d * s) } : {}) };
      p.polylines(scene.hexsides.filter((e) => e.kind === kind && (shows(v, e.from) || shows(v, e.to))).map((e) => [page(e.from), page(e.to)]), stroke);
    }
    const edge = { colour: SHEET_EDGE, width: Math.max(0.6, s * 0.12), dash: [s * 0.35, s * 0.2] };
    p.polylines(scene.sheetEdges.filter((e) => shows(v, e.from)).map((e) => [page(e.from), page(e.to)]), edge);

    if (opts.labelSize > 0) {
      const style = { size: opts.labelSize, colour: LABEL_INK, anchor: 'middle' as const };
      const labels = hexes.filter((h) => holds(v, h.center, -0.4, -0.85, 0.4, -0.5)).map((h) => ({ text: h.label, at: page({ x: h.center.x, y: h.center.y - 0.6 }) }));
      p.texts(labels, style, 'hex-labels');
    }
    for (const pl of scene.places) if (shows(v, pl.center)) drawPlaceSymbols(p, v, pl, corners.get(pl.hex) ?? []);
    for (const m of scene.marks) if (m.kind !== 'replacement' && shows(v, m.center)) drawMark(p, v, m);

    const hi = { colour: '#c0262d', width: Math.max(0.5, s * 0.07) };
    for (const id of opts.highlight ?? []) {
      const c = corners.get(id);
      if (c) p.polygon(c.map(page), undefined, hi);
    }

    const side = COUNTER_SIDE * s;
    for (const st of scene.stacks) {
      if (!holds(v, st.center, -0.75, -0.75, 0.75, 0.75)) continue;
      drawStack(p, st.pieces, st.count, page({ x: st.center.x, y: st.center.y + COUNTER_DROP }), side, opts.counters);
    }
    // replacement counters (CtS 21.2) lie beside the stack, drawn over it
    for (const m of scene.marks) if (m.kind === 'replacement' && shows(v, m.center)) drawMark(p, v, m);
    for (const a of scene.arrows) if (a.points.some((q) => shows(v, q))) drawArrow(p, v, a);
    const badge = Math.max(opts.labelSize * 1.1, 2.5);
    for (const b of scene.battles) {
      if (holds(v, b.center, -0.6, -1.1, 0.6, 0)) drawBattleBadge(p, v, b, badge, (t) => textWidth(t, badge, true));
      // a target on the map's top edge has no room above it: its badge goes below
      else if (holds(v, b.center, -0.6, 0, 0.6, 1.2)) drawBattleBadge(p, v, b, badge, (t) => textWidth(t, badge, true), true);
    }
    for (const pl of scene.places) {
      if (pl.name && holds(v, pl.center, -0.6, 0, 0.6, 1)) drawPlaceName(p, v, pl, opts.nameSize, (t) => textWidth(t, opts.nameSize, pl.kinds.includes('city')));
    }
    const sheetStyle = { size: Math.max(opts.nameSize * 1.2, 6), bold: true, colour: SHEET_EDGE };
    for (const sh of scene.sheets) if (holds(v, sh.at, -0.5, -0.5, 0, 0.2)) p.text(sh.name, page(sh.at), { ...sheetStyle, anchor: 'end' });
  });
}
