import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { battleOdds, shiftsText, type BattleOdds, type OddsBoard } from '../combat/odds';
import { groundSupport, groundSupportNote, markGroundSupportGiven, type GroundSupportResult } from '../combat/ground-support';
import { tankLimitProblem } from '../combat/tank-limit';
import { enemyOf, occupancy } from '../occupancy';
import { isArmyHq, isNonCombat } from '../unit-kind';

/** CtS 4.7: a Movement Phase overrun declared this phase, fought in the Combat Phase on 7-1. */
export interface MovementOverrun {
  side: CtsSide;
  hex: HexId;
  /** The units that made 10-1 possible: they move no further and must make the attack. */
  units: string[];
  /** 11.6 Maximum Effort counted for the 10-1; its loss multiplier applies in the battle (digest A6). */
  maximumEffort: 0 | 1 | 2;
}

/** The turn-file order: `{overrun: {target, units, maximumEffort}}` in the Movement window. */
export interface MovementOverrunOrder {
  target: string;
  units: string[];
  maximumEffort: 0 | 1 | 2;
  /** 23.11: the phasing air units in the target hex counted for the 10-1; absent = every eligible one. */
  groundSupport?: string[];
}

/** The odds 4.7 needs, on the CRT's ladder carried on past 7-1 (digest A6). */
export const MOVEMENT_OVERRUN_ODDS = '10-1';
/** The columns 4.7 carries the CRT's ladder on with (digest A6). */
export const BEYOND_THE_CHART = ['8-1', '9-1', '10-1'];

/** Movement Phase overruns of `side` still waiting for the Combat Phase. */
export function movementOverruns(state: CtsState, side: CtsSide): MovementOverrun[] {
  return (state.movementOverruns ?? []).filter((o) => o.side === side);
}

/**
 * CtS 4.7, digest A6: the odds of a Movement Phase overrun: the raw ratio (isolation and
 * terrain multipliers included) on the CRT's ladder carried on to 10-1, moved by every net
 * shift (Armor Superiority, Maximum Effort, the defender's terrain shifts, and Air: the
 * net Ground Support of 23.11), then read against 10-1. Air: 4.7 names Air among what
 * the phasing player uses, and the overrunning side's air units in the target hex were
 * placed in its Air Segment before it moved; 14.4 (the Axis only) governs the overruns of
 * an advance (14.0), not this one, so either side's air counts. 23.11 cancellation is
 * "net": the defender's air within three hexes (placed before this Movement Phase too)
 * cancels as in a battle, by his standing `groundSupport` (default all). Only the sure
 * shifts count, no die: the units must "insure" 10-1. Artillery has no rules in the text.
 */
export function movementOverrunOdds(
  ctx: CtsContext,
  state: CtsState,
  o: MovementOverrunOrder,
  board?: OddsBoard,
): { odds: BattleOdds; column: string; enough: boolean; groundSupport: GroundSupportResult | null } {
  const columns = [...ctx.tables.crt.columns, ...BEYOND_THE_CHART];
  const side = ctx.units.get(o.units[0]!)?.side;
  const choice = { ...(o.groundSupport ? { offensive: o.groundSupport } : {}), defensive: (side && state.standing[enemyOf(side)]?.defender?.groundSupport) ?? 'all' } as const;
  const gs = side ? groundSupport(ctx, state, side, [hexId(o.target)], 'battle', choice, null, '') : null;
  const odds = battleOdds(ctx, state, { attackers: o.units, targets: [o.target], maximumEffort: o.maximumEffort }, 'battle', columns, gs?.modifier ? [gs.modifier] : [], new Set(), board);
  const column = odds.raw < 0 ? `below ${columns[0]}` : columns[odds.final]!;
  return { odds, column, enough: odds.raw >= 0 && columns[odds.final] === MOVEMENT_OVERRUN_ODDS, groundSupport: gs };
}

/** One problem of a Movement Phase overrun declaration: where in the order, a stable code, the rule. */
export interface OverrunProblem {
  at: (string | number)[];
  code: string;
  message: string;
  rule?: string;
}

/**
 * CtS 4.7 the declaration: own units on the map, each next to the target hex, able to
 * attack (10.1.9, 13.0, 10.1.10), not committed to another overrun; the target holds enemy
 * combat units and is not overrun already; the odds reach 10-1 (movementOverrunOdds).
 */
export function movementOverrunProblems(ctx: CtsContext, state: CtsState, side: CtsSide, o: MovementOverrunOrder): OverrunProblem[] {
  const out: OverrunProblem[] = [];
  const target = hexId(o.target);
  const occ = occupancy(ctx, state);
  if (!ctx.map.has(target)) return [{ at: ['target'], code: 'off-map', message: `${o.target} is not a hex of the map` }];
  if (!occ.at(target, enemyOf(side)).some((p) => !isNonCombat(p.spec))) out.push({ at: ['target'], code: 'no-defender', message: `${o.target} holds no enemy combat unit`, rule: 'CtS 4.7' });
  const pending = movementOverruns(state, side);
  if (pending.some((p) => p.hex === target)) out.push({ at: ['target'], code: 'overrun-declared', message: `${o.target} is already overrun this phase`, rule: 'CtS 4.7' });
  if (new Set(o.units).size !== o.units.length) out.push({ at: ['units'], code: 'duplicate-unit', message: 'a unit is listed twice' });
  o.units.forEach((id, i) => {
    const spec = ctx.units.get(id);
    const u = state.units[id];
    const at = ['units', i];
    if (!spec || spec.side !== side) return out.push({ at, code: 'not-yours', message: `${id} is not a unit of the ${side} side` });
    if (!u || u.where !== 'map' || u.hex === null) return out.push({ at, code: 'not-on-map', message: `${id} is not on the map` });
    if (isNonCombat(spec) || (!isArmyHq(spec) && spec.type.endsWith('-hq'))) out.push({ at, code: 'non-combat', message: `${spec.name} has no attack factor`, rule: 'CtS 10.1.9' });
    if (u.disrupted) out.push({ at, code: 'disrupted', message: `${spec.name} is Disrupted and may not attack`, rule: 'CtS 13.0' });
    if (ctx.map.has(target) && ctx.map.grid.direction(u.hex, target) === null) out.push({ at, code: 'overrun-not-adjacent', message: `${spec.name} is not next to ${o.target}`, rule: 'CtS 4.7' });
    if (pending.some((p) => p.units.includes(id))) out.push({ at, code: 'overrun-committed', message: `${spec.name} already makes another Movement Phase overrun`, rule: 'CtS 4.7' });
    return undefined;
  });
  if (out.length > 0) return out;
  const fromHex = new Map<string, string[]>();
  for (const id of o.units) fromHex.set(state.units[id]!.hex!, [...(fromHex.get(state.units[id]!.hex!) ?? []), id]);
  for (const [h, ids] of fromHex) {
    const problem = tankLimitProblem(ids.map((id) => ctx.units.get(id)!));
    if (problem) out.push({ at: ['units'], code: 'tank-limit', message: `${h}: ${problem}`, rule: 'CtS 10.1.10' });
  }
  const { odds, column, enough, groundSupport: gs } = movementOverrunOdds(ctx, state, o);
  for (const r of gs?.report?.refused ?? []) out.push({ at: ['groundSupport', (o.groundSupport ?? []).indexOf(r.unit)], code: 'overrun-ground-support', message: r.why, rule: 'CtS 23.11' });
  if (!enough) out.push({ at: ['target'], code: 'overrun-odds', message: `${odds.oddsText} comes to ${column} after shifts; a Movement Phase overrun needs ${MOVEMENT_OVERRUN_ODDS}`, rule: 'CtS 4.7' });
  return out;
}

/**
 * CtS 4.7 carries out a declaration already checked: the units move no further this phase
 * (4.2 bookkeeping), and the hex is recorded for the rest of the phase and the battle.
 */
export function declareMovementOverrun(ctx: CtsContext, state: CtsState, side: CtsSide, o: MovementOverrunOrder): { state: CtsState; events: GameEvent[] } {
  const { odds, column, groundSupport: gs } = movementOverrunOdds(ctx, state, o);
  const hex = hexId(o.target);
  const next: CtsState = {
    ...markGroundSupportGiven(state, gs?.used ?? []), // 23.11: the air that made the 10-1 is this battle's Ground Support for the turn's Combat Phase

    movedThisPhase: [...state.movedThisPhase, ...o.units.filter((u) => !state.movedThisPhase.includes(u))],
    movementOverruns: [...(state.movementOverruns ?? []), { side, hex, units: [...o.units], maximumEffort: o.maximumEffort }],
  };
  const shifts = shiftsText(odds.shifts);
  return {
    state: next,
    events: [
      {
        type: 'movement-overrun',
        rule: 'CtS 4.7',
        target: hex,
        units: [...o.units],
        attack: odds.attack.total,
        defense: odds.defense.total,
        shifts: odds.shifts,
        column,
        maximumEffort: o.maximumEffort,
        ...(gs?.report ? { groundSupport: gs.report } : {}),
        text: `${o.units.join(', ')} overrun ${hex} in the Movement Phase: ${odds.oddsText}${shifts}${groundSupportNote(gs?.report)} -> ${column}; they move no further, ${hex} counts as vacant for other units this phase, and the battle is fought on 7-1 in the Combat Phase`,
      },
    ],
  };
}

/**
 * CtS 4.7: for the rest of the Movement Phase the enemy units in the side's overrun hexes
 * are ignored (the hex is treated as vacant): a view of the state without them, for moves.
 */
export function withOverrunHexesVacant(ctx: CtsContext, state: CtsState, side: CtsSide): CtsState {
  const hexes = new Set<string>(movementOverruns(state, side).map((o) => o.hex));
  if (hexes.size === 0 || state.phase !== 'movement') return state;
  const enemy = enemyOf(side);
  const units = Object.fromEntries(Object.entries(state.units).filter(([id, u]) => !(u.where === 'map' && u.hex !== null && hexes.has(u.hex) && ctx.units.get(id)?.side === enemy)));
  return { ...state, units };
}

/** Whether a path enters one of the side's Movement Phase overrun hexes (35.6: exploiting the hole). */
export function entersOverrunHex(state: CtsState, side: CtsSide, path: readonly string[]): boolean {
  const hexes = new Set<string>(movementOverruns(state, side).map((o) => o.hex));
  return path.some((h) => hexes.has(h));
}
