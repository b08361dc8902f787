import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import type { UnitDef } from '../data/units';
import type { KbContext } from '../state/context';
import { enemyOf, occupancy, type Placed } from '../state/occupancy';
import type { FortifiedZone, KbState } from '../state/types';
import { isMultiStep } from '../state/unit-status';
import { done, refused, type RuleOutcome } from '../issues/outcome';

/** What happened to a Fortified Zone marker, with its rule. */
export type FortifiedZoneEvent =
  | { kind: 'fz-building-placed'; side: KbSide; hex: HexId; building: 3; rule: 'KB 18.14' }
  | { kind: 'fz-building-advanced'; side: KbSide; hex: HexId; from: 3 | 2 | 1; to: 2 | 1 | 0; rule: 'KB 18.14' }
  | { kind: 'fz-building-ceased'; side: KbSide; hex: HexId; why: 'builder-oos' | 'builder-attacked' | 'builder-left'; rule: 'KB 18.16' }
  | { kind: 'fz-destroyed'; side: KbSide; hex: HexId; by: KbSide; rule: 'KB 18.16' }
  | { kind: 'fz-removed'; side: KbSide; hex: HexId; building: 3 | 2 | 1 | 0; rule: 'KB 18.17' };

/** KB 18.1: a Fortified Zone printed on the map for the side (never destroyed, never removed). */
export const printedFz = (ctx: KbContext, hex: HexId, side: KbSide): boolean => ctx.map.hasFeature(hex, `fz-${side}`);

/** KB 18.14: a Soviet rifle division (a one-step or Guards rifle division counter). */
const isSovietRifleDivision = (def: UnitDef): boolean => def.side === 'soviet' && def.kind === 'infantry' && def.size === 'XX';

/**
 * KB 18.14: a unit that may build: Operational (8.31), and a multi-step unit not on its
 * cadre side or a Soviet rifle division.
 */
export const canBuild = (p: Placed): boolean => p.state.supply === 'operational' && (isMultiStep(p.def, p.state) || isSovietRifleDivision(p.def));

/** KB 18.15: no Fortified Zone in a town, city or any Marsh hex. */
function forbiddenGround(ctx: KbContext, hex: HexId): boolean {
  const m = ctx.map;
  return m.hasFeature(hex, 'town') || m.hasFeature(hex, 'city') || m.hasFeature(hex, 'marsh') || m.hex(hex)?.terrain === 'marsh';
}

const byHex = (a: FortifiedZone, b: FortifiedZone): number => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0);
const withZones = (state: KbState, zones: FortifiedZone[]): KbState => ({ ...state, markers: { ...state.markers, fortifiedZones: [...zones].sort(byHex) } });

/** KB 18.17: the side's Building and FZ markers on the map (FZs printed on the map take none). */
const markersOf = (ctx: KbContext, state: KbState, side: KbSide): number =>
  state.markers.fortifiedZones.filter((f) => f.side === side && !printedFz(ctx, f.hex, side)).length;

/**
 * KB 18.14, 18.15, 18.17: in its side's Construction Phase (4.1 B.1 / C.2), the side places
 * a 'Building 3' marker on a hex where one of its units may build. Refused, changing
 * nothing: another phase, a hex off the map, a hex with a marker already, a town, city or
 * Marsh hex, no unit of the side there that may build, or no marker left in the counter
 * mix (`markerLimit`, the mix's count for the side).
 */
export function startBuilding(ctx: KbContext, state: KbState, side: KbSide, hex: HexId, markerLimit: number): RuleOutcome<FortifiedZoneEvent> {
  const path = ['build', hex];
  const stage = side === 'axis' ? 'axis' : 'soviet';
  const out: Issue[] = [];
  if (state.at.stage !== stage || state.at.phase !== 'construction') {
    out.push(issue(path, 'not-construction-phase', `${side === 'axis' ? 'the Axis' : 'the Soviet'} player builds Fortified Zones only in his own Construction Phase`, 'KB 18.14'));
  }
  if (!ctx.map.has(hex)) return refused([...out, issue(path, 'off-map', `${hex} is not on the map`)]);
  const where = ctx.map.label(hex);
  if (state.markers.fortifiedZones.some((f) => f.hex === hex) || printedFz(ctx, hex, 'axis') || printedFz(ctx, hex, 'soviet')) {
    out.push(issue(path, 'fz-already-there', `${where} already holds a Fortified Zone or Building marker`, 'KB 18.14'));
  }
  if (forbiddenGround(ctx, hex)) out.push(issue(path, 'fz-forbidden-terrain', `no Fortified Zone may be built in ${where}: it is a town, city or Marsh hex`, 'KB 18.15'));
  const builders = occupancy(ctx, state).at(hex, side).filter(canBuild);
  if (builders.length === 0) {
    out.push(issue(path, 'no-builder', `no unit in ${where} may build: it takes an Operational multi-step unit (not a cadre) or an Operational Soviet rifle division`, 'KB 18.14'));
  }
  if (markersOf(ctx, state, side) >= markerLimit) out.push(issue(path, 'no-fz-marker-left', `all ${markerLimit} of the side's Fortified Zone markers are in use`, 'KB 18.17'));
  if (out.length > 0) return refused(out);
  return done(withZones(state, [...state.markers.fortifiedZones, { hex, side, building: 3 }]), [{ kind: 'fz-building-placed', side, hex, building: 3, rule: 'KB 18.14' }]);
}

/** KB 18.16: why building in a hex must cease now, or null while the conditions hold. */
function ceaseReason(ctx: KbContext, state: KbState, f: FortifiedZone): 'builder-oos' | 'builder-left' | null {
  const here = occupancy(ctx, state).at(f.hex, f.side);
  if (here.some(canBuild)) return null;
  // Digest 5.18: the state does not name the builder; a unit of the side that could build is taken as it.
  return here.some((p) => isMultiStep(p.def, p.state) || isSovietRifleDivision(p.def)) ? 'builder-oos' : 'builder-left';
}

/**
 * KB 18.14, 18.16: the side's Construction Phase: each of its Building markers whose
 * builder is still there and Operational advances one step (3 -> 2 -> 1 -> FZ); one whose
 * builder is gone or OOS is removed. New markers placed this phase are not advanced: call
 * this before `startBuilding`.
 */
export function advanceConstruction(ctx: KbContext, state: KbState, side: KbSide): { state: KbState; events: FortifiedZoneEvent[] } {
  const events: FortifiedZoneEvent[] = [];
  const zones: FortifiedZone[] = [];
  for (const f of state.markers.fortifiedZones) {
    if (f.side !== side || f.building === 0) {
      zones.push(f);
      continue;
    }
    const why = ceaseReason(ctx, state, f);
    if (why) {
      events.push({ kind: 'fz-building-ceased', side, hex: f.hex, why, rule: 'KB 18.16' });
      continue;
    }
    const to = (f.building - 1) as 2 | 1 | 0;
    events.push({ kind: 'fz-building-advanced', side, hex: f.hex, from: f.building, to, rule: 'KB 18.14' });
    zones.push({ ...f, building: to });
  }
  return { state: events.length ? withZones(state, zones) : state, events };
}

/**
 * KB 18.16: building ceases at once when the builder is found OOS (MSDP), leaves the hex
 * (movement, retreat) or is attacked: call after each of those, with the hexes attacked.
 */
export function interruptBuilding(ctx: KbContext, state: KbState, attackedHexes: readonly HexId[] = []): { state: KbState; events: FortifiedZoneEvent[] } {
  const attacked = new Set(attackedHexes);
  const events: FortifiedZoneEvent[] = [];
  const zones = state.markers.fortifiedZones.filter((f) => {
    if (f.building === 0) return true;
    const why = attacked.has(f.hex) ? 'builder-attacked' : ceaseReason(ctx, state, f);
    if (why) events.push({ kind: 'fz-building-ceased', side: f.side, hex: f.hex, why, rule: 'KB 18.16' });
    return why === null;
  });
  return { state: events.length ? withZones(state, zones) : state, events };
}

/**
 * KB 18.16 (18.1): a completed FZ marker in a hex an enemy unit occupies is removed (a
 * Building marker goes with its builder, who has left). FZs printed on the map are never
 * destroyed: they are map features, not markers.
 */
export function removeOccupiedFortifiedZones(ctx: KbContext, state: KbState): { state: KbState; events: FortifiedZoneEvent[] } {
  const occ = occupancy(ctx, state);
  const events: FortifiedZoneEvent[] = [];
  const zones = state.markers.fortifiedZones.filter((f) => {
    if (occ.occupant(f.hex) !== enemyOf(f.side) || printedFz(ctx, f.hex, f.side)) return true;
    events.push({ kind: 'fz-destroyed', side: f.side, hex: f.hex, by: enemyOf(f.side), rule: 'KB 18.16' });
    return false;
  });
  return { state: events.length ? withZones(state, zones) : state, events };
}

/**
 * KB 18.17: the owner may remove one of his Building or FZ markers at any time. Refused:
 * no marker of his there, or an FZ printed on the map (not a marker).
 */
export function removeFortifiedZone(ctx: KbContext, state: KbState, side: KbSide, hex: HexId): RuleOutcome<FortifiedZoneEvent> {
  const path = ['remove-fz', hex];
  if (printedFz(ctx, hex, side)) return refused([issue(path, 'fz-printed', `the Fortified Zone in ${ctx.map.label(hex)} is printed on the map and is never removed`, 'KB 18.1')]);
  const f = state.markers.fortifiedZones.find((z) => z.hex === hex && z.side === side);
  if (!f) return refused([issue(path, 'no-fz-marker', `the side has no Building or Fortified Zone marker in ${ctx.map.has(hex) ? ctx.map.label(hex) : hex}`, 'KB 18.17')]);
  return done(withZones(state, state.markers.fortifiedZones.filter((z) => z !== f)), [{ kind: 'fz-removed', side, hex, building: f.building, rule: 'KB 18.17' }]);
}
