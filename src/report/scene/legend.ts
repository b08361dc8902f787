import { terrainStyle, hexsideStyle, counterColours } from '../style/palette';
import type { LegendEntry, MapScene } from './types';

const PLACE_LABELS: Record<string, string> = {
  city: 'City',
  town: 'Town',
  port: 'Port',
  vp: 'Victory point hex',
  fort: 'Fortification',
};
const ARROW_LABELS: Record<string, string> = {
  move: 'Movement trail',
  attack: 'Attack (battle number)',
  retreat: 'Retreat',
  advance: 'Advance after combat',
};
const MARKER_LABELS: Record<string, string> = {
  'fort-destroyed': 'Fortification destroyed',
  control: 'Control changed since the start',
  replacement: 'Replacement counter (its type)',
  chit: 'Strength Chit under the unit',
  'out-of-supply': 'Out of Supply',
  isolated: 'Isolated',
  disorganized: 'Disorganized',
  'prepared-assault': 'Prepared Assault',
  'out-of-command': 'Out of Command',
  'limited-support': 'Limited Support',
  replacements: 'Received replacements this turn',
  unsupported: 'HQ Unsupported',
  uncommitted: 'HQ Uncommitted',
  'out-of-gas': 'Out of Gas',
  'fortified-zone': 'Fortified Zone',
  'fz-building': 'Fortified Zone being built',
  pontoon: 'Pontoon Bridge',
  rubble: 'Rubble',
  interdicted: 'Interdicted road hex',
  frontline: 'Frontline marker',
};

const NATO_LABELS: Record<string, string> = {
  infantry: 'Infantry',
  armour: 'Armour',
  mechanized: 'Mechanized',
  motorized: 'Motorized',
  mountain: 'Mountain',
  cavalry: 'Cavalry',
  artillery: 'Artillery',
  'anti-aircraft': 'Anti-aircraft',
  fortified: 'Fortified region',
  headquarters: 'Headquarters',
  unknown: 'Other',
};

const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];

/** The legend of what the scene actually shows: terrain, hexsides, places, nationalities, arrows, markers. */
export function sceneLegend(scene: Omit<MapScene, 'legend'>): LegendEntry[] {
  const out: LegendEntry[] = [];
  for (const t of uniq(scene.hexes.map((h) => h.terrain)).sort()) out.push({ group: 'terrain', key: t, label: terrainStyle(t).label });
  for (const k of uniq(scene.hexsides.map((s) => s.kind)).sort()) out.push({ group: 'hexside', key: k, label: hexsideStyle(k)?.label ?? k });
  if (scene.sheetEdges.length) out.push({ group: 'hexside', key: 'sheet-edge', label: 'Edge between map sheets' });
  const kinds = uniq(scene.places.flatMap((p) => p.kinds));
  for (const k of Object.keys(PLACE_LABELS)) if (kinds.includes(k)) out.push({ group: 'place', key: k, label: PLACE_LABELS[k]! });
  for (const c of uniq(scene.stacks.flatMap((s) => s.pieces.map((p) => p.colour))).sort()) {
    out.push({ group: 'counter', key: c, label: counterColours(c).label });
  }
  const natos = uniq(scene.stacks.flatMap((s) => s.pieces.map((p) => p.nato)));
  for (const k of Object.keys(NATO_LABELS)) if (natos.includes(k as never)) out.push({ group: 'unit-type', key: k, label: NATO_LABELS[k]! });
  for (const k of Object.keys(ARROW_LABELS)) if (scene.arrows.some((a) => a.kind === k)) out.push({ group: 'arrow', key: k, label: ARROW_LABELS[k]! });
  for (const k of uniq(scene.marks.map((m) => m.kind)).sort()) out.push({ group: 'marker', key: k, label: MARKER_LABELS[k] ?? k });
  return out;
}
