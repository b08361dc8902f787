import type { HexId } from '#kernel/ids';
import type { Counter } from '../data/counters';
import type { SosEnv } from '../game/env';
import { otherSide, SOS_SIDES, type SosSide } from '../sequence/phases';
import type { SosPieceState, SosState } from '../state/types';
import { enemySight, type SosLook } from './sight';
import { engineeringView } from './engineering-view';
import type { SosEngineering } from '../state/engineering';
import type { SosStanding } from '../orders/standing';
import { wallSidesShown, type WallSideShown } from './wall-side-view';

/** Who looks at the position: a side, the public (null), or the referee, who sees it whole. */
export type SosLooker = SosSide | null | 'referee';

/**
 * SoS 7.2, 7.5, 7.6 play note: an enemy stack he may not examine, as a side sees it: a stack
 * in the hex and its top counter's back (2.22, 2.23: the formation's flag, or a star or
 * cross, with its scenario number or outline), never which units. No id is given.
 */
export interface HiddenStack {
  hex: string;
  /** The enemy's. */
  side: SosSide;
  /** How many face-down counters stand there. */
  count: number;
  /** The top counter's back. */
  top: Counter['back'];
}

/** Why a side sees an enemy piece it is shown, with the rule. */
export interface SeenBecause {
  why: string;
  rule: string;
}

/** What a looker's view holds of the position: what every channel (API, game page, reports, mail, archive copy) shows it. */
export interface SosStateView {
  turn: number;
  viewer: SosLooker;
  /** The viewer's own pieces, wherever they are, and the enemy pieces it sees, by id. */
  pieces: Record<string, SosPieceState>;
  /** For each enemy piece in `pieces`, why the viewer sees it. */
  seen: Record<string, SeenBecause>;
  /** The enemy stacks on the map it sees only face down, in hex order. */
  hidden: HiddenStack[];
  markers: SosState['markers'];
  /** SoS 14.48: the explosion markers placed this phase, public (the second placer sees the first's): side, target, table and AF; the firing units are not shown. */
  bombardments: { side: SosSide; target: string; table: string; af: number }[];
  /** SoS 14.84: interdicted hexes. */
  interdiction: SosState['interdiction'];
  /** SoS 9.61, 9.115: the "attack"-marked hexes attacked since marked (public, as the attacks are). */
  attacked: string[];
  /**
   * SoS 14.71-14.75: each side's Ammunition Status Table markers, public: the AF saved and this
   * turn's shortage; the units it holds only to their owner (and the referee).
   */
  ammunition: Record<SosSide, { saved: number; shortage: number; held?: string[] }>;
  /** SoS 21.41: each side's Replacements Saved Table, public (its markers are on the board, as the Ammunition Status Table's); absent before any points. */
  replacementPoints?: SosState['replacementPoints'];
  /**
   * SoS 19.4, 19.6: the "Out of Supply" markers on the pieces in `pieces` (the viewer's own and
   * the enemy's it sees), by unit; a hidden unit's marker is not shown. Absent when none.
   */
  outOfSupply?: Record<string, number>;
  /** SoS 17.0, 17.21: the fortifications, bridges and minefields the looker sees, and its own tasks in progress (engineering-view.ts); absent when the game has none. */
  engineering?: SosEngineering;
  /** SoS 9.40 play note: the Tartar Wall side of each vehicle in a Wall hex among `pieces` (wall-side-view.ts), by unit; absent when none. */
  wallSides?: Record<string, WallSideShown>;
  /** SoS 15.52: the campaign's Stuka units of the turn rolled for, public (the die is rolled in the open); absent outside the campaign and before the first roll. */
  campaignStukas?: SosState['campaignStukas'];
  /** SoS 15.53: the bad weather turns (the markers on the Turn Column Track), public; absent before any. */
  badWeather?: number[];
  /** SoS 20.7: the viewer's leaders removed with their formation by consolidation, who come back with a unit of it rebuilt (the referee's: both sides'); absent when none. */
  consolidationRemoved?: string[];
}

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The position as `looker` may see it (SoS 7.0-7.6).
 * - A side sees its own pieces whole, and each enemy piece in play that `enemySight` shows it
 *   (a clear hex in its line of sight, 7.1; the Luftwaffe's view, 7.4; what may not cross the
 *   Volga hidden, 7.3; a unit revealed by its move or fire, 7.5, 7.6), with its markers.
 * - An enemy stack on the map it does not see is shown face down (`hidden`): the hex, how many
 *   counters and the top counter's back, never an id (7.2, 7.5, 7.6 play note). The top counter
 *   is the first of the stack in id order: the turn file has no say over the order of a stack,
 *   and its back is printed public information (2.22). Face-down Volga crossers are shown so
 *   too, in their river hex (7.3: hidden, but the counters are on the river).
 * - Enemy pieces in a box it does not see (7.3: the East Bank boxes until they fire, the German
 *   off-map boxes), reinforcements not yet arrived and eliminated pieces are left out.
 * - The public sees each side's pieces that the other side sees, and no hidden stack: no more
 *   than either player knows of the other. The referee sees every piece.
 * The markers on the map (attack, breakthru) are in every view, and the marked hexes attacked.
 * - SoS 9.40 play note: the side of the Tartar Wall each vehicle in `pieces` stands on in a Wall
 *   hex is announced (`wallSides`), read with the sides' `standing` orders when given.
 */
export function sideView(env: SosEnv, state: SosState, looker: SosLooker, look: SosLook, standing?: Readonly<Record<SosSide, SosStanding | null>>): SosStateView {
  const pieces: Record<string, SosPieceState> = {};
  const seen: Record<string, SeenBecause> = {};
  const hidden: HiddenStack[] = [];
  if (looker === 'referee') Object.assign(pieces, state.pieces);
  else if (looker === null) {
    for (const side of SOS_SIDES) {
      for (const [id, s] of enemySight(env, state, otherSide(side), look)) if (s.visible) {
        pieces[id] = state.pieces[id]!;
        seen[id] = { why: s.why, rule: s.rule };
      }
    }
  } else {
    const faceDown = new Map<string, string[]>();
    for (const [id, p] of Object.entries(state.pieces)) if (env.counter(id).side === looker) pieces[id] = p;
    for (const [id, s] of enemySight(env, state, looker, look)) {
      const at = state.pieces[id]!.at!;
      if (s.visible) {
        pieces[id] = state.pieces[id]!;
        seen[id] = { why: s.why, rule: s.rule };
      } else if (env.map.hex(at as HexId)) faceDown.set(at, [...(faceDown.get(at) ?? []), id]);
    }
    for (const [hex, ids] of [...faceDown].sort(([a], [b]) => byId(a, b))) hidden.push({ hex, side: otherSide(looker), count: ids.length, top: env.counter([...ids].sort(byId)[0]!).back });
  }
  // SoS 14.48: the bombardments placed are public (target, table and AF), not which units fired
  const bombardments = state.bombardments.map((b) => ({ side: b.side, target: b.target, table: b.table, af: b.af }));
  const ammunition = ammunitionView(state, looker);
  // SoS 19.4, 7.0: a marker is seen with its unit, never on a unit the viewer does not see
  const oos = Object.entries(state.outOfSupply ?? {}).filter(([id]) => pieces[id] !== undefined);
  const engineering = state.engineering ? { engineering: engineeringView(env, state, looker) } : {};
  // SoS 9.40 play note: the Wall side of the vehicles the viewer sees is announced to him
  const wall = wallSidesShown(env, state, pieces, standing);
  return {
    turn: state.turn, viewer: looker, pieces: sortedById(pieces), seen: sortedById(seen), hidden, markers: state.markers, bombardments, interdiction: interdictionSeen(state, looker), attacked: state.attacked, ammunition,
    ...(oos.length ? { outOfSupply: Object.fromEntries(oos) } : {}),
    ...engineering,
    ...(wall ? { wallSides: wall } : {}),
    ...(state.replacementPoints ? { replacementPoints: state.replacementPoints } : {}),
    ...(state.campaignStukas ? { campaignStukas: state.campaignStukas } : {}),
    ...(state.badWeather ? { badWeather: state.badWeather } : {}),
    ...removedLeadersShown(env, state, looker),
  };
}

/** SoS 20.7: the leaders consolidation removed, to their owner (and the referee). */
function removedLeadersShown(env: SosEnv, state: SosState, looker: SosLooker): { consolidationRemoved?: string[] } {
  const shown = (state.consolidationRemoved ?? []).filter((id) => looker === 'referee' || env.counter(id).side === looker);
  return shown.length ? { consolidationRemoved: shown } : {};
}

/** SoS 14.75: the markers on the Ammunition Status Table are public; which units a side holds is its own. */
function ammunitionView(state: SosState, looker: SosLooker): SosStateView['ammunition'] {
  const one = (side: SosSide) => {
    const a = state.ammunition[side];
    return looker === side || looker === 'referee' ? { saved: a.saved, shortage: a.shortage, held: a.held } : { saved: a.saved, shortage: a.shortage };
  };
  return { german: one('german'), soviet: one('soviet') };
}

/** A record in id order, so the view's JSON is the same however it was made. */
function sortedById<T>(r: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(r).sort(([a], [b]) => byId(a, b)));
}

/**
 * SoS 14.84, 7.0: the explosion markers on the map are seen by both sides; the IF units that
 * placed them (kept for 14.04) only by their owner and the referee, as the units may be hidden.
 */
const interdictionSeen = (state: SosState, looker: SosLooker): SosState['interdiction'] =>
  looker === 'referee' ? state.interdiction : state.interdiction.map(({ units, ...x }) => (x.side === looker && units ? { ...x, units } : x));
