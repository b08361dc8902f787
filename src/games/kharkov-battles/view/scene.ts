import type { NatoType, SceneContent, SceneMarker, ScenePiece, SceneViewer } from '#kernel/engine/scene';
import { side as asSide, unitId, type HexId } from '#kernel/ids';
import type { Chit } from '../data/chits';
import type { KbSide } from '../data/ids';
import type { UnitDef, UnitKind } from '../data/units';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';
import { unitFactors } from './unit-label';
import { seenBy, type Looker, type SeenUnit } from './view';

/** KB unit kinds (2.5) as the NATO symbols of the map reports, with the tag a counter prints beside them. */
const NATO: Record<UnitKind, { nato: NatoType; mark?: string }> = {
  tank: { nato: 'armour' },
  'assault-gun': { nato: 'armour', mark: 'AG' },
  'mech-inf': { nato: 'mechanized' },
  'mot-inf': { nato: 'motorized' },
  cavalry: { nato: 'cavalry' },
  infantry: { nato: 'infantry' },
  'light-inf': { nato: 'infantry', mark: 'LT' },
  'mountain-inf': { nato: 'mountain' },
  'ski-inf': { nato: 'infantry', mark: 'SKI' },
  security: { nato: 'infantry', mark: 'SEC' },
  hq: { nato: 'headquarters' },
  breakdown: { nato: 'infantry', mark: 'BRK' },
  ersatz: { nato: 'infantry', mark: 'ERS' },
};
const BRANCH_MARK: Record<string, string> = { ss: 'SS', guards: 'G', nkvd: 'NKVD' };

const lookerOf = (viewer: SceneViewer): Looker => (viewer.kind === 'referee' ? 'referee' : viewer.kind === 'public' ? null : String(viewer.side) === 'axis' ? 'axis' : 'soviet');
const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The pieces and markers of the map reports (Ruleset.scene), read from the viewer's view
 * (view.ts) and nothing else: the other side's counters show their face (KB 2.6), their
 * Strength Chits only as a 'chit' marker, never the value; the viewer's own read their
 * chit's value when `chits` (the bundle's chit mix, public data) is given. Stacks list
 * their units in id order. Markers, each with its rule: Out of Supply and Isolated (8.32,
 * 8.33), Disorganized (11.28), Prepared Assault (12.1), Out of Command (13.2), Limited
 * Support (9.4), Replacements received (16.22), an Axis HQ Unsupported (9.2), Popov Out of
 * Gas (20.1), Fortified Zones built or building (18.1), Pontoon Bridges (18.21), Rubble
 * (5.41), interdicted road hexes (5.3) and frontline markers (20.1, 20.3).
 */
export function kbScene(ctx: KbContext, state: KbState, viewer: SceneViewer, chits: readonly Chit[] = []): SceneContent {
  const looker = lookerOf(viewer);
  const seen = seenBy(ctx, state, looker);
  const byHex = new Map<HexId, SeenUnit[]>();
  for (const u of Object.values(seen.units).sort(byId)) {
    if (u.where !== 'map' || u.hex === null || (!ctx.units.has(u.id) && !u.untried)) continue;
    byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  }
  const pieces: ScenePiece[] = [];
  const markers: SceneMarker[] = [];
  const mark = (hex: HexId, kind: string, text: string, side?: KbSide): void => void markers.push({ hex, kind, text, ...(side ? { side: asSide(side) } : {}) });
  for (const [hex, units] of [...byHex].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    units.forEach((u, i) => {
      if (!ctx.units.has(u.id)) return void pieces.push(untriedPiece(hex, i, units.length)); // KB 2.72: its face, not the unit
      const def = ctx.unit(u.id);
      pieces.push(piece(def, u, hex, i, units.length, chits));
      unitMarkers(def, u, (kind, text) => mark(hex, kind, text, def.side));
    });
  }
  const m = seen.markers;
  for (const f of m.fortifiedZones) mark(f.hex, f.building === 0 ? 'fortified-zone' : 'fz-building', f.building === 0 ? `${f.side} Fortified Zone (18.1)` : `${f.side} Fortified Zone, Building ${f.building} (18.14)`, f.side);
  for (const p of m.pontoons) mark(p.hex, 'pontoon', `Pontoon Bridge to ${ctx.map.has(p.across) ? ctx.map.label(p.across) : p.across} (18.21)`, 'soviet');
  for (const h of m.rubble) mark(h, 'rubble', 'Rubble (5.41)');
  for (const h of m.interdicted) mark(h, 'interdicted', 'Interdicted: no Soviet Strategic Movement (5.3)', 'axis');
  for (const f of m.frontlines) mark(f.hex, 'frontline', `${f.side} frontline (20.1, 20.3)`, f.side);
  return { pieces, markers };
}

function piece(def: UnitDef, u: SeenUnit, hex: HexId, stackIndex: number, stackCount: number, chits: readonly Chit[]): ScenePiece {
  const type = NATO[def.kind];
  const tag = def.tiger ? 'TIGER' : (BRANCH_MARK[def.branch] ?? type.mark);
  return {
    hex,
    side: asSide(def.side),
    colour: def.nationality,
    nato: type.nato,
    ...(tag ? { mark: tag } : {}),
    size: def.sizeBracketed ? `[${def.size}]` : def.size,
    designation: def.designation,
    factors: unitFactors(def, u, chits),
    reduced: u.steps < def.steps,
    unit: unitId(u.id),
    stackIndex,
    stackCount,
  };
}

/** KB 2.72: a Soviet rifle division's 'Untried' face, as the Axis sees it: no designation, no factors, no id. */
function untriedPiece(hex: HexId, stackIndex: number, stackCount: number): ScenePiece {
  return { hex, side: asSide('soviet'), colour: 'soviet', nato: NATO.infantry.nato, size: 'XX', designation: 'Untried', factors: '?', reduced: false, untried: true, stackIndex, stackCount };
}

/** The markers a counter carries as the view shows it. */
function unitMarkers(def: UnitDef, u: SeenUnit, add: (kind: string, text: string) => void): void {
  const name = def.name;
  if (u.chit === 'hidden') add('chit', `${name}: a Strength Chit (2.6)`);
  else if (u.chit !== null) add('chit', `${name}: Strength Chit ${u.chit.id}, ${u.chit.face} (2.6)`);
  if (u.supply === 'out-of-supply') add('out-of-supply', `${name} Out of Supply (8.32)`);
  if (u.supply === 'isolated') add('isolated', `${name} Isolated (8.33)`);
  if (u.marks.disorganized) add('disorganized', `${name} Disorganized (11.28)`);
  if (u.marks.preparedAssault) add('prepared-assault', `${name} Prepared Assault (12.1)`);
  // KB 13.2: the C&C result the marker was placed for (a marker kept without it reads as a halt)
  if (u.marks.ooc) add('out-of-command', (u.marks.oocResult ?? 'halt') === 'hold' ? `${name} Out of Command, hold: may move, not attack (13.2)` : `${name} Out of Command, halt: may neither move nor attack (13.2)`);
  if (u.marks.limitedSupport) add('limited-support', `${name} Limited Support (9.4)`);
  if (u.marks.repl) add('replacements', `${name} received replacements (16.22)`);
  // the HQ counters that show these on their reverse (3.0): an Axis HQ Unsupported (9.2), a Soviet HQ Uncommitted (13.11)
  if (def.reverse === 'unsupported' && !u.hqSupported) add('unsupported', `${name} Unsupported (9.2)`);
  if (def.reverse === 'uncommitted' && !u.committed) add('uncommitted', `${name} Uncommitted (13.11)`);
  if (u.outOfGas) add('out-of-gas', `${name} Out of Gas (20.1)`);
}
