import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import { checkStacking } from '../stacking';
import { eliminatedTo } from '../elimination';
import { enemyOf, occupancy } from '../occupancy';
import { bondsOf } from '../zones-of-control';
import { isHq, isNonCombat } from '../unit-kind';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { movementOverruns, type MovementOverrun, type OverrunProblem } from '../movement/movement-overrun';
import { resolveBattle } from './battle';
import type { AttackStanding, BattleOrder, DefenseStanding } from './order';
import { unitsChanged, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

/** The Movement Phase overrun a battle order fights, if it targets one (4.7). */
export function movementOverrunFought(state: CtsState, side: CtsSide, b: Pick<BattleOrder, 'targets'>): MovementOverrun | null {
  return movementOverruns(state, side).find((o) => b.targets.includes(o.hex)) ?? null;
}

/**
 * CtS 4.7 in the Combat Phase (digest A6): the battle against an overrun hex is made by
 * the units that made the 10-1 (others may join), against that hex alone, with the
 * Maximum Effort declared for the 10-1; those units attack nothing else.
 */
export function movementOverrunBattleProblems(state: CtsState, side: CtsSide, b: BattleOrder): OverrunProblem[] {
  const out: OverrunProblem[] = [];
  const o = movementOverrunFought(state, side, b);
  if (o) {
    if (b.targets.length !== 1) out.push({ at: ['targets'], code: 'overrun-other-targets', message: `the battle against the Movement Phase overrun of ${o.hex} takes that hex alone`, rule: 'CtS 4.7' });
    const missing = o.units.filter((u) => !b.attackers.includes(u));
    if (missing.length > 0) out.push({ at: ['attackers'], code: 'overrun-units-missing', message: `${missing.join(', ')} made the Movement Phase overrun of ${o.hex} and must make its attack`, rule: 'CtS 4.7' });
    if (b.maximumEffort !== 0 && b.maximumEffort !== o.maximumEffort) {
      out.push({ at: ['maximumEffort'], code: 'overrun-maximum-effort', message: `Maximum Effort ${o.maximumEffort} was declared for the overrun of ${o.hex} in the Movement Phase`, rule: 'CtS 4.7' });
    }
    return out;
  }
  for (const [i, id] of b.attackers.entries()) {
    const elsewhere = movementOverruns(state, side).find((m) => m.units.includes(id));
    if (elsewhere) out.push({ at: ['attackers', i], code: 'overrun-unit-elsewhere', message: `${id} made the Movement Phase overrun of ${elsewhere.hex} and attacks that hex`, rule: 'CtS 4.7' });
  }
  return out;
}

/**
 * CtS 4.7 the battle of a Movement Phase overrun: on the 7-1 column with no further shifts,
 * with the declared Maximum Effort's losses (11.6); retreats and advances as usual (the
 * overrunning side's units passing through never stop in the hex, walk.ts). The overrun is
 * then fought and forgotten.
 */
export function fightMovementOverrun(
  ctx: CtsContext,
  state: CtsState,
  o: MovementOverrun,
  b: BattleOrder,
  dice: Dice,
  label: string,
  standing: { attacker?: AttackStanding; defender?: DefenseStanding },
): { state: CtsState; events: GameEvent[] } {
  // CtS 4.7 "if a friendly unit is stacked in the hex it has no effect on the retreat of the overrun unit(s)": set aside for the battle, back after it
  const stacked = stackedInOverrunHex(ctx, state, o);
  const aside = stacked.length === 0 ? state : { ...state, units: unitsChanged(state.units, stacked, (u) => unitWith(u, { where: 'pending', hex: null })) };
  const r = resolveBattle(ctx, aside, { ...b, maximumEffort: o.maximumEffort }, dice, label, standing, 'movement-overrun');
  const back = stacked.length === 0 ? r.state : { ...r.state, units: unitsChanged(r.state.units, stacked, (_, id) => state.units[id]!) };
  const rest = (back.movementOverruns ?? []).filter((m) => !(m.side === o.side && m.hex === o.hex));
  const events: GameEvent[] = [
    { type: 'movement-overrun-battle', rule: 'CtS 4.7', target: o.hex, attackers: [...b.attackers], text: `the Movement Phase overrun of ${o.hex} is fought on the 7-1 column with no further shifts` },
    ...r.events,
  ];
  const { movementOverruns: _fought, ...without } = back;
  const held = strandedInOverrunHex(ctx, rest.length > 0 ? { ...without, movementOverruns: rest } : without, o);
  return { state: held.state, events: [...events, ...held.events] };
}

/** CtS 4.7: the overrunning side's units that ended their move in the overrun hex (not its attackers, which stand next to it). */
export function stackedInOverrunHex(ctx: CtsContext, state: CtsState, o: MovementOverrun): string[] {
  return Object.keys(state.units)
    .filter((id) => state.units[id]!.where === 'map' && state.units[id]!.hex === o.hex && ctx.units.get(id)?.side === o.side)
    .sort();
}

/**
 * CtS 4.7 with 4.2: the text has the overrun's retreat empty the hex; when the enemy still
 * holds it after the battle (a Determined Defense that cancels the retreat, 12.5, or an
 * overrun not fought), the friendly units that ended their move there share a hex with
 * enemy units, which 4.2 never allows, and the rules give them no way out: they are
 * eliminated (to the Cadre Box, 18.1). A reading the text leaves open (docs/campaign-to-stalingrad.md).
 */
export function strandedInOverrunHex(ctx: CtsContext, state: CtsState, o: MovementOverrun): { state: CtsState; events: GameEvent[] } {
  const enemyHolds = Object.entries(state.units).some(([id, u]) => u.where === 'map' && u.hex === o.hex && ctx.units.get(id)?.side !== o.side && !isNonCombat(ctx.units.get(id)!));
  const stacked = stackedInOverrunHex(ctx, state, o).filter((id) => !isNonCombat(ctx.units.get(id)!) || isHq(ctx.units.get(id)!));
  if (!enemyHolds || stacked.length === 0) return { state, events: [] };
  const occ = occupancy(ctx, state);
  const where = eliminatedTo(ctx, state, occ, o.side, o.hex, bondsOf(ctx, state, enemyOf(o.side), occ)); // 18.0-18.2
  const units = unitsChanged(state.units, stacked, (u) => unitWith(u, { where, hex: null, steps: 0 }));
  return {
    state: { ...state, units },
    events: [{ type: 'overrun-hex-units-eliminated', rule: 'CtS 4.7', hex: o.hex, units: stacked, text: `the enemy still holds ${o.hex} after its Movement Phase overrun: ${stacked.join(', ')}, which ended their move there, are eliminated (CtS 4.2, 4.7)` }],
  };
}

/**
 * CtS 4.7 with 5.1: units stacked in the overrun hex count with the attackers that advance
 * into it (the advance may end there, the dice deciding how far); refused at the order
 * when together they would break the stacking limit.
 */
export function overrunHexStackingProblem(ctx: CtsContext, state: CtsState, side: CtsSide, b: BattleOrder): OverrunProblem | null {
  const o = movementOverrunFought(state, side, b);
  if (!o || !b.advance || b.advance.units.length === 0) return null;
  const stacked = stackedInOverrunHex(ctx, state, o);
  if (stacked.length === 0) return null;
  const specs = [...stacked, ...b.advance.units.filter((id) => !stacked.includes(id))].map((id) => ctx.units.get(id)).filter((u) => u !== undefined);
  const v = checkStacking(ctx, specs);
  return v.ok ? null : { at: ['advance', 'units'], code: 'overrun-hex-stacking', message: `the advance into ${o.hex} joins ${stacked.join(', ')} there: ${v.message}`, rule: 'CtS 5.1' };
}
