import type { Issue } from '#kernel/engine/issues';
import { opHeldBySpotting } from '../../movement/op-limits';
import { isArmored } from '../../combat/unit-classes';
import { toMoverCounter, toSosUnit } from '../../data/counter-inputs';
import type { Counter } from '../../data/counters';
import { movementAllowance, type AllowanceFactor, type MoveKind } from '../../movement/allowance';
import { moverClass, type MoverClass } from '../../movement/move-step';
import { isIfArtillery } from '../../movement/moved-artillery';
import { heldByFire } from '../../opportunity-fire/record';
import { dayOfTurn } from '../../sequence/scenarios';
import type { SosPlace, SosState } from '../../state/types';
import { outOfSupplyOf } from '../../supply/out-of-supply';
import type { PhaseContext } from '../phase';
import { onWestBank, type CommandHalving } from './command';
import { trainAllowance } from '../../movement/train-allowance';
import { immobilizedProblem } from '../../movement/immobilized';
import { isTrain, trainMoveProblems } from './train-stack';

/** A stack ready to walk: where it stands, its units' movement classes and the MP it has this phase. */
export interface MovingStack {
  units: string[];
  from: SosPlace;
  movers: MoverClass[];
  /** 6.6, 8.51: every unit but a leader or OP is armored and mounted (8.57: one leader or OP may go with them). */
  armored: boolean;
  /** 8.06: the allowance of the slowest unit. */
  availableMp: number;
  factors: AllowanceFactor[];
}

/** The kind of movement a window and a move's mode make (SoS 8.01, 8.02: movement, reserves and exploit phases; 8.2, 8.3). */
export function moveKind(ctx: PhaseContext, mode: 'normal' | 'breakthrough' | 'deployment'): MoveKind {
  if (ctx.window.name.endsWith('reserves')) return 'reserves';
  if (ctx.window.name.includes('exploit')) return 'exploit';
  return mode === 'deployment' ? 'deployment' : 'movement';
}

/** 2.25, 8.71, 18.15: the MP a unit starts from: printed, 8 when dismounted, a leader's or OP's 16 hexes. */
export function printedMp(c: Counter, dismounted: boolean): number | null {
  if (c.type === 'leader' || c.type === 'op') return 16;
  if (typeof c.mp !== 'number') return null;
  return dismounted ? 8 : c.mp;
}

const LEADS = (c: Counter): boolean => c.type === 'leader' || c.type === 'op';

/**
 * The units of one `move` order as a stack (SoS 8.0, 8.06, 9.112): every unit a counter of
 * the side, in play, all in one place, not pinned, not moved before this phase (a stack moves
 * once a phase, a reading of 8.06-8.07), with printed MP; or every reason it may not move,
 * each issue's path from `at` (the order's `units`); armored trains move alone, in Soviet
 * Movement Phase 10, the hexes 16.61 gives (train-stack.ts, movement/train-allowance.ts).
 * The allowance takes 8.03 and the
 * commanders' absence (command.ts, 18.51, 18.53) and isolation (19.5: a Soviet unit with an
 * "Out of Supply" marker moves at half MP, a quarter in the Reserves Movement Phase, 8.32).
 */
export function movingStack(ctx: PhaseContext, state: SosState, units: readonly string[], mode: 'normal' | 'breakthrough' | 'deployment', moved: ReadonlySet<string>, at: (string | number)[], command: CommandHalving): MovingStack | Issue[] {
  const issues: Issue[] = [];
  const places = new Set<SosPlace>();
  const counters: Counter[] = [];
  units.forEach((id, k) => {
    const c = ctx.env.findCounter(id);
    const p = state.pieces[id];
    const path = [...at, k];
    if (!c || !p) return void issues.push({ path, code: 'unknown-unit', message: `${id} is not a unit of this game`, rule: 'SoS 2.32' });
    if (c.side !== ctx.side) return void issues.push({ path, code: 'not-your-unit', message: `${id} is not a ${ctx.side} unit`, rule: 'SoS 8.0' });
    if (p.eliminated || p.at === null) return void issues.push({ path, code: 'not-in-play', message: `${id} is not in play${p.eliminated ? ' (eliminated)' : ' (not arrived)'}`, rule: 'SoS 8.0, 21.2' });
    const immobilized = immobilizedProblem(c.type, id, path);
    if (immobilized) issues.push(immobilized);
    if (p.pinned) issues.push({ path, code: 'pinned', message: `${id} is pinned and may not move`, rule: 'SoS 9.112' });
    // SoS 14.13: only opportunity fire holds an IF unit in its next movement phase (14.12); one that bombarded may move
    if (isIfArtillery(c) && heldByFire(state, id, ctx.turn, ctx.window.phase, ctx.side)) issues.push({ path, code: 'fired-opportunity-fire', message: `${id} is an IF unit that opportunity-fired: it may not move in this Movement Phase`, rule: 'SoS 14.12' });
    // SoS 14.95: an OP that spotted for artillery may not move in its side's next movement phase
    const spotted = c.type === 'op' ? opHeldBySpotting(state, id, ctx.turn, ctx.window.phase) : undefined;
    if (spotted) issues.push({ path, code: 'op-spotted', message: `${id} spotted for artillery in phase ${spotted.phase}: an OP may not move in its side's next movement phase after spotting`, rule: 'SoS 14.95' });
    if (moved.has(id)) issues.push({ path, code: 'moved-twice', message: `${id} has moved already this phase: each unit moves once a phase`, rule: 'SoS 8.06, 8.07' });
    if (printedMp(c, p.dismounted) === null && !isTrain(c)) issues.push({ path, code: 'not-yet-refereed', message: `${id} moves by its own rules (the River Flotilla 16.51), which are not refereed yet`, rule: 'SoS 16.51' });
    places.add(p.at);
    counters.push(c);
  });
  if (places.size > 1) issues.push({ path: at, code: 'not-one-stack', message: `the units stand in ${[...places].sort().join(', ')}: a move is one stack, all in one place`, rule: 'SoS 8.06' });
  issues.push(...trainMoveProblems(ctx, counters, mode, at));
  if (issues.length > 0) return issues;
  const at0 = [...places][0]!;
  const day = dayOfTurn(ctx.scenario, ctx.turn);
  if (counters.every(isTrain)) {
    // SoS 16.61: armored trains count hexes along the railroad, armored (16.63) and never leaders
    const { hexes, factors } = trainAllowance(day);
    return { units: [...units], from: at0, movers: counters.map(() => 'train' as const), armored: true, availableMp: hexes, factors };
  }
  const kind = moveKind(ctx, mode);
  let availableMp = Infinity;
  let factors: AllowanceFactor[] = [];
  for (const c of counters) {
    const a = movementAllowance(ctx.env.tables.movement, {
      printedMp: printedMp(c, state.pieces[c.id]!.dismounted)!,
      side: c.side,
      kind,
      // SoS 19.5: the unit's "Out of Supply" marker says it is isolated (supply/isolation-phase.ts)
      isolated: outOfSupplyOf(state, c.id) > 0,
      thirteenthSeptember: day.month === 9 && day.day === 13,
      // SoS 18.51: only the units on the West Bank are halved (8.61: not a box, not a full Volga River hex)
      noChuikov: command.noChuikov && onWestBank(ctx.env, at0),
      germanNoHq: command.germanNoHq,
    });
    if (a.mp < availableMp) {
      availableMp = a.mp;
      factors = a.factors;
    }
  }
  const fighting = counters.filter((c) => !LEADS(c));
  // SoS 8.57: one leader or OP may move with a stack of armored units; the stack moves together
  const armored = fighting.length > 0 && counters.length - fighting.length <= 1 && fighting.every((c) => {
    const u = toSosUnit(c);
    return u !== undefined && isArmored({ ...u, ...(state.pieces[c.id]!.dismounted ? { dismounted: true } : {}) });
  });
  const movers = counters.map((c) => moverClass({ ...toMoverCounter(c), dismounted: state.pieces[c.id]!.dismounted }));
  return { units: [...units], from: at0, movers, armored, availableMp, factors };
}
