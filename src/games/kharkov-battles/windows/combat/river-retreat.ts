import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { AssaultEnv } from '../../assault/attack';
import { retreatStepAllowed, retreatToward, towardFriends } from '../../assault/retreat';
import { loseStep } from '../../assault/steps';
import type { KbSide } from '../../data/ids';
import { inEnemyZoc } from '../../rules/zoc/enemy-zoc';
import type { KbContext } from '../../state/context';
import { occupancy } from '../../state/occupancy';
import { enterHexes } from '../../state/ownership';
import type { KbState } from '../../state/types';
import { withUnits } from '../../state/update';
import { assaultGameEvent } from './events';
import type { SupportJudge } from './support';

/** An Axis river crosser without full support sent back across the river (KB 7.26 Note). */
export interface RiverRetreat {
  unit: string;
  from: HexId;
  /** The hex across the Major River it retreats into; null when none may be entered (12.71: a step instead). */
  to: HexId | null;
  /** Steps it loses: one for an unfulfilled hex (12.71), one for an enemy-controlled hex not held by friendly units (12.73). */
  steps: number;
}

/**
 * KB 7.26 Note: "Any Axis units which fail to receive full support (9.3) in the Combat Phase
 * must retreat back across the river (all normal retreat rules apply)." A unit that crossed
 * a Major River into an EZOC carries the Prepared Assault marker of 7.26 into the Combat
 * Phase; an Axis one without full support when the phase begins (the judge, else its
 * 'Limited Support' marker, 9.4) cannot attack (12.0), so instead of the attack it retreats
 * one hex back across a Major River hexside of its hex, and its marker comes off: the
 * obligation to attack is gone with it. Normal retreat rules: not into an enemy-occupied hex,
 * across an Impassable or unbridged Dnepr hexside (12.71, 12.36); of those, the hexes
 * "closer to a Friendly supply source, or if that is not possible, ... a Friendly HQ unit"
 * when any is (12.72: the function a Prepared Assault's retreat reads, assault/retreat.ts
 * `retreatToward` and `towardFriends`, on the env's `supplySources`; without them the
 * direction is not judged); then a hex free of EZOC first (12.72), then the lower hex id; a
 * step lost for an enemy-controlled hex entered not held by friendly units (12.73), or for
 * the hex when none may be entered (12.71). One hex, the fewest that puts it back across the
 * river (the Note names no number).
 */
export function riverRetreats(env: Pick<AssaultEnv, 'ctx' | 'supplySources'>, state: KbState, side: KbSide, fullySupported?: SupportJudge): RiverRetreat[] {
  const { ctx } = env;
  if (side !== 'axis') return [];
  const out: RiverRetreat[] = [];
  for (const id of Object.keys(state.units).sort()) {
    const u = state.units[id]!;
    if (!u.marks.preparedAssault || u.where !== 'map' || u.hex === null || ctx.unit(id).side !== 'axis') continue;
    const supported = !u.marks.limitedSupport && (fullySupported ? fullySupported(state, id) : true);
    if (supported) continue;
    const from = u.hex;
    const allowed = ctx.map
      .adjacent(from)
      .filter((n) => ctx.map.hexsideFeatures(from, n).includes('major-river') && retreatStepAllowed(ctx, state, side, from, n))
      .map((n) => ({ n, path: [n], ezoc: inEnemyZoc(ctx, state, side, n, 'combat') && occupancy(ctx, state).at(n, side).length === 0 }));
    // KB 12.72: toward a friendly supply source, else an HQ unit, where any hex across leads there
    const across = towardFriends(ctx, from, allowed, retreatToward(env, state, side, from)).sort((a, b) => (a.ezoc !== b.ezoc ? (a.ezoc ? 1 : -1) : a.n < b.n ? -1 : 1));
    const best = across[0];
    out.push({ unit: id, from, to: best ? best.n : null, steps: best ? (best.ezoc ? 1 : 0) : 1 });
  }
  return out;
}

/** The retreats moved on the state (markers off), before the attacks are designated; the steps are taken by `riverRetreatLosses`. */
export function moveRiverRetreats(ctx: KbContext, state: KbState, retreats: readonly RiverRetreat[]): { state: KbState; events: GameEvent[] } {
  if (retreats.length === 0) return { state, events: [] };
  const changes = Object.fromEntries(
    retreats.map((r) => {
      const u = state.units[r.unit]!;
      return [r.unit, { ...(r.to ? { hex: r.to } : {}), marks: { ...u.marks, preparedAssault: false } }];
    }),
  );
  const s = enterHexes(withUnits(state, changes), 'axis', retreats.flatMap((r) => (r.to ? [r.to] : []))); // KB 2.3
  const events: GameEvent[] = retreats.map((r) => ({
    type: 'river-retreat',
    side: 'axis',
    unit: r.unit,
    from: ctx.map.label(r.from),
    to: r.to ? ctx.map.label(r.to) : null,
    steps: r.steps,
    rule: 'KB 7.26',
    text: `${r.unit} has no full support (9.3) and cannot make the attack its river crossing called for: it retreats back across the river${r.to ? ` to ${ctx.map.label(r.to)}` : ', but no hex across may be entered (12.71)'}${r.steps > 0 ? `, losing ${r.steps} step` : ''} (7.26)`,
  }));
  return { state: s, events };
}

/** KB 12.71, 12.73: the steps the river retreats cost, taken with the phase's dice (a chit drawn for a first loss is its owner's, 2.6). */
export function riverRetreatLosses(env: AssaultEnv, state: KbState, retreats: readonly RiverRetreat[], dice: Dice, label: string): { state: KbState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const r of retreats) {
    for (let n = 0; n < r.steps && s.units[r.unit]!.where === 'map'; n++) {
      const out = loseStep(env, s, r.unit, r.to ? 'retreat-ezoc' : 'unfulfilled-retreat', r.to ? 'KB 12.73' : 'KB 12.71', dice, `${label}/river-retreat/${r.unit}/${n}`);
      s = out.state;
      events.push(...out.events.map(assaultGameEvent));
    }
  }
  return { state: s, events };
}
