import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import type { KbContext } from '../state/context';
import { enemyOf, occupancy } from '../state/occupancy';
import type { KbState } from '../state/types';
import { pontoonOn } from '../rules/zoc/hexside';
import { done, refused, type RuleOutcome } from '../issues/outcome';

/** What happened to a Pontoon Bridge, with its rule. */
export type PontoonEvent =
  | { kind: 'pontoon-placed'; hex: HexId; across: HexId; left: number; rule: 'KB 18.21' }
  | { kind: 'pontoon-removed'; by: KbSide; hex: HexId; across: HexId; rule: 'KB 18.22' };

const DNEPR = 'dnepr-river';

type Pontoon = KbState['markers']['pontoons'][number];
const byHex = (a: Pontoon, b: Pontoon): number => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : a.across < b.across ? -1 : a.across > b.across ? 1 : 0);

/**
 * KB 18.21 (20.2 item 13, 27.8 item 8): in Operation Star only, in the Soviet Construction
 * Phase (4.1 C.2), the Soviet player places one of his Pontoon Bridges in a hex he occupies,
 * marking its Dnepr River hexside with the adjacent hex `across`; that hexside is then a
 * Major River hexside crossed by a bridge, for either player and every purpose. Refused,
 * changing nothing: another scenario or phase, no bridge left, hexes not adjacent or off
 * the map, a hexside that is not the Dnepr, a hex the Soviet player does not occupy, or a
 * hexside already bridged by a pontoon.
 */
export function placePontoon(ctx: KbContext, state: KbState, hex: HexId, across: HexId): RuleOutcome<PontoonEvent> {
  const path = ['pontoon', hex];
  const out: Issue[] = [];
  if (state.scenario !== 'operation-star') {
    out.push(issue(path, 'no-pontoon-placement', 'Pontoon Bridges are placed during play only in Operation Star (Second Kharkov places them at set-up)', 'KB 18.21'));
  } else if (state.at.stage !== 'soviet' || state.at.phase !== 'construction') {
    out.push(issue(path, 'not-construction-phase', 'Pontoon Bridges are placed in the Soviet Construction Phase', 'KB 18.21'));
  }
  if (state.pontoonsToPlace <= 0) out.push(issue(path, 'no-pontoon-left', 'the Soviet player has no Pontoon Bridge left to place', 'KB 18.21'));
  if (!ctx.map.has(hex) || !ctx.map.has(across)) return refused([...out, issue(path, 'off-map', `${ctx.map.has(hex) ? across : hex} is not on the map`)]);
  const a = ctx.map.label(hex);
  const b = ctx.map.label(across);
  if (!ctx.map.adjacent(hex).includes(across)) return refused([...out, issue(path, 'not-a-hexside', `${a} and ${b} are not adjacent: a Pontoon Bridge marks a hexside`, 'KB 18.21')]);
  if (!ctx.map.hexsideFeatures(hex, across).includes(DNEPR)) out.push(issue(path, 'not-dnepr', `the hexside ${a}-${b} is not a Dnepr River hexside`, 'KB 18.21'));
  if (occupancy(ctx, state).occupant(hex) !== 'soviet') out.push(issue(path, 'not-friendly-occupied', `a Pontoon Bridge goes in a Soviet-occupied hex, and ${a} is not one`, 'KB 18.21'));
  if (pontoonOn(state, hex, across)) out.push(issue(path, 'already-bridged', `the hexside ${a}-${b} already has a Pontoon Bridge`, 'KB 18.21'));
  if (out.length > 0) return refused(out);
  const left = state.pontoonsToPlace - 1;
  const pontoons = [...state.markers.pontoons, { hex, across }].sort(byHex);
  return done({ ...state, pontoonsToPlace: left, markers: { ...state.markers, pontoons } }, [{ kind: 'pontoon-placed', hex, across, left, rule: 'KB 18.21' }]);
}

/**
 * KB 18.22: either player may remove a Pontoon Bridge for good at any time during a turn,
 * if one hex beside the bridged hexside holds one of his units and the other is not
 * enemy-occupied. Refused: no bridge on that hexside, or the units are not so placed.
 */
export function removePontoon(ctx: KbContext, state: KbState, side: KbSide, hex: HexId, across: HexId): RuleOutcome<PontoonEvent> {
  const path = ['remove-pontoon', hex];
  const bridge = state.markers.pontoons.find((p) => (p.hex === hex && p.across === across) || (p.hex === across && p.across === hex));
  if (!bridge) return refused([issue(path, 'no-pontoon', `no Pontoon Bridge marks the hexside ${hex}-${across}`, 'KB 18.22')]);
  const occ = occupancy(ctx, state);
  const ok = (mine: HexId, other: HexId): boolean => occ.occupant(mine) === side && occ.occupant(other) !== enemyOf(side);
  if (!ok(bridge.hex, bridge.across) && !ok(bridge.across, bridge.hex)) {
    const a = ctx.map.label(bridge.hex);
    const b = ctx.map.label(bridge.across);
    return refused([issue(path, 'cannot-remove-pontoon', `to remove the bridge on ${a}-${b} one of the two hexes must hold a friendly unit and the other no enemy unit`, 'KB 18.22')]);
  }
  const pontoons = state.markers.pontoons.filter((p) => p !== bridge);
  return done({ ...state, markers: { ...state.markers, pontoons } }, [{ kind: 'pontoon-removed', by: side, hex: bridge.hex, across: bridge.across, rule: 'KB 18.22' }]);
}
