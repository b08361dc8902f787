import type { HexId } from '#kernel/ids';
import type { Issue } from '#kernel/engine/issues';
import type { Counter } from '../../data/counters';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { firesIndirect, indirectRange, placeDistance } from './if-range';
import { isSpotRefusal, spotFor } from './spotting';
import { ammunitionHeld, heldMessage } from '../../ammunition/held';

/** SoS 14.44: friendly pieces next to a Katyusha's target that do not bar it. */
const HARMLESS_NEIGHBOURS = new Set(['bridge', 'minefield', 'fortification']);

/** What each spotter has spotted so far in the window (14.22, 14.24). */
export interface Tally {
  opAf: Map<string, number>;
  leaderUnits: Map<string, number>;
  /** Non-OP spotters: the one target hex each spots (14.22). */
  targetOf: Map<string, string>;
  /** 14.24: one IF unit per hex of non-OP, non-leader spotters, and one per formation. */
  hexUnits: Map<string, number>;
  formationUnits: Map<string, number>;
}

/** The worse of two spotting situations: 14.31 lets one apply; where several spotters serve one target, the least favourable is read. */
const worse = (ctx: PhaseContext, a: string | null, b: string): string => {
  const s = ctx.env.tables.spotting.situations as Record<string, number>;
  return a === null || s[b]! > s[a]! ? b : a;
};

function capacity(ctx: PhaseContext, state: SosState, spotter: Counter, firer: Counter, target: string, t: Tally): Issue | null {
  const lim = ctx.env.tables.spottingLimits.capacity;
  const at = (msg: string, code: string, rule: string): Issue => ({ path: [], code, message: msg, rule });
  if (spotter.op) {
    const af = (t.opAf.get(spotter.id) ?? 0) + firer.af;
    t.opAf.set(spotter.id, af);
    const cap = spotter.op.capacityAf ?? 0;
    return af > cap ? at(`${spotter.id} spots ${cap} IF AF a phase: ${af} named`, 'spotting-capacity', 'SoS 14.24') : null;
  }
  const first = t.targetOf.get(spotter.id);
  if (first !== undefined && first !== target) return at(`${spotter.id} already spots ${first} this phase: a unit that is not an OP spots one target hex a phase`, 'one-target-hex', 'SoS 14.22');
  t.targetOf.set(spotter.id, target);
  if (spotter.type === 'leader') {
    const n = (t.leaderUnits.get(spotter.id) ?? 0) + 1;
    t.leaderUnits.set(spotter.id, n);
    return n > lim.leaderUnits ? at(`a leader spots ${lim.leaderUnits} IF units a phase: ${spotter.id} is named for ${n}`, 'spotting-capacity', 'SoS 14.24') : null;
  }
  const hex = state.pieces[spotter.id]!.at!;
  const h = (t.hexUnits.get(hex) ?? 0) + 1;
  t.hexUnits.set(hex, h);
  if (h > lim.otherUnits) return at(`the units in ${hex} spot ${lim.otherUnits} IF unit a phase together, whatever their number`, 'spotting-capacity', 'SoS 14.24');
  const f = spotter.formation.battalion ?? spotter.formation.regiment ?? spotter.formation.division;
  if (!f) return null;
  const n = (t.formationUnits.get(f) ?? 0) + 1;
  t.formationUnits.set(f, n);
  return n > lim.otherUnits ? at(`the units of ${f} spot ${lim.otherUnits} IF unit a phase, from however many hexes`, 'spotting-capacity', 'SoS 14.24') : null;
}

/** SoS 9.103, 14.44: a Soviet Katyusha may not bombard a hex with friendly units adjacent (bridges, minefields and fortifications apart). */
function katyushaBarred(ctx: PhaseContext, state: SosState, firer: Counter, target: string): boolean {
  if (firer.type !== 'rocket' || firer.side !== 'soviet' || !ctx.env.map.hex(target as HexId)) return false;
  const near = new Set(ctx.env.map.grid.neighbours(target as HexId).map(String));
  return Object.entries(state.pieces).some(([id, p]) => p.at !== null && near.has(p.at) && ctx.env.counter(id).side === 'soviet' && !HARMLESS_NEIGHBOURS.has(ctx.env.counter(id).type));
}

/** A spotting tally for a phase's fire, empty. */
export const newTally = (): Tally => ({ opAf: new Map(), leaderUnits: new Map(), targetOf: new Map(), hexUnits: new Map(), formationUnits: new Map() });

/** A copy of a tally, to try a fire against without adding to it. */
export const cloneTally = (t: Tally): Tally => ({ opAf: new Map(t.opAf), leaderUnits: new Map(t.leaderUnits), targetOf: new Map(t.targetOf), hexUnits: new Map(t.hexUnits), formationUnits: new Map(t.formationUnits) });

/** The IF units of a fire read against the position: the units that fire, the spotting situation (the least favourable, 14.31) and whether a named leader spots the adjacent target (14.3). */
export interface IndirectRead {
  issues: Issue[];
  units: string[];
  spotting: string | null;
  named: boolean;
}

/**
 * Every problem of the IF groups `{units, spotter}` firing at `target` (SoS 14.01, 14.02, 14.03,
 * 14.07, 14.2-14.3, 14.44), each at its path under `path`: the unit is the side's IF unit, in play,
 * not pinned or spent, its AF not yet fired this turn (nor in this phase: `fired`, added to),
 * not held by the turn's ammunition shortage (14.74),
 * in IF range, a Katyusha not next to friends; the spotter may spot the target for it and has
 * room left (`tally`, added to); `defended`: see spotFor. Bombardments, attacks and defensive
 * fire read their IF the same way.
 */
export function readIndirect(ctx: PhaseContext, state: SosState, groups: readonly { units: readonly string[]; spotter: string }[], target: string, path: (string | number)[], fired: Set<string>, tally: Tally, defended?: string): IndirectRead {
  const issues: Issue[] = [];
  let spotting: string | null = null;
  let named = false;
  const units: string[] = [];
  groups.forEach((g, gi) => {
    const gPath = [...path, gi];
    const spotter = ctx.env.findCounter(g.spotter);
    if (!spotter || !(g.spotter in state.pieces)) issues.push({ path: [...gPath, 'spotter'], code: 'unknown-unit', message: `${g.spotter} is not a unit of this game`, rule: 'SoS 14.21' });
    const seen = new Set<string>();
    g.units.forEach((u, j) => {
      const uPath = [...gPath, 'units', j];
      const c = ctx.env.findCounter(u);
      const p = state.pieces[u];
      const bad = (code: string, message: string, rule: string) => issues.push({ path: uPath, code, message, rule });
      if (!c || !p) return bad('unknown-unit', `${u} is not a unit of this game`, 'SoS 2.32');
      if (c.side !== ctx.side) return bad('not-your-unit', `${u} is not a ${ctx.side} unit`, 'SoS 14.42');
      if (!firesIndirect(c)) return bad('not-if', `${u} is not an IF unit: only IF artillery and Stukas bombard`, 'SoS 14.41, 14.42');
      if (p.at === null || p.eliminated) return bad('not-in-play', `${u} is not in play`, 'SoS 14.42');
      if (p.at.startsWith('GB-')) return bad('in-off-map-box', `${u} is in off-map box ${p.at}: German units in an off-map box may not engage in combat`, 'SoS 9.17');
      if (p.pinned || p.spent) return bad(p.pinned ? 'pinned' : 'spent', `${u} is ${p.pinned ? 'pinned' : 'spent'}: pinned and spent IF units may not bombard`, 'SoS 14.43, 9.112');
      if (state.ifFired.includes(u) || fired.has(u)) return bad('already-fired', `${u} has fired its AF this turn: its explosion marker is out`, 'SoS 14.02, 14.03');
      if (ammunitionHeld(state, u)) return bad('ammunition-shortage', heldMessage(u), 'SoS 14.74');
      fired.add(u);
      units.push(u);
      const d = placeDistance(ctx.env.map, p.at, target);
      if (d === null || d > indirectRange(c)) return bad('out-of-range', `${target} is ${d === null ? 'out of reach' : `${d} hexes`} from ${u} in ${p.at}: its IF range is ${indirectRange(c)}`, 'SoS 2.25, 14.53');
      if (katyushaBarred(ctx, state, c, target)) return bad('katyusha-adjacent', `a Katyusha may not bombard ${target}: Soviet units are adjacent to it`, 'SoS 14.44');
      if (!spotter || !(g.spotter in state.pieces)) return;
      const s = spotFor(ctx.env, state, spotter, c, target, defended, [ctx.turn, ctx.window.phase], ctx.standing[c.side === 'german' ? 'soviet' : 'german'], ctx.standing[c.side]);
      if (isSpotRefusal(s)) {
        if (!seen.has(s.code)) issues.push({ path: [...gPath, 'spotter'], code: s.code, message: s.message, rule: s.rule });
        seen.add(s.code);
        return;
      }
      spotting = worse(ctx, spotting, s.situation);
      named ||= s.namedLeaderAdjacent;
      if (spotter.id === c.id) return;
      const over = capacity(ctx, state, spotter, c, target, tally);
      if (over && !seen.has(over.code)) issues.push({ ...over, path: [...gPath, 'spotter'] });
      if (over) seen.add(over.code);
    });
  });
  return { issues, units, spotting, named };
}
