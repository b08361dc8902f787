import type { FixedDice } from '#kernel/dice';
import type { GameMap } from '#kernel/map/game-map';
import type { KbMovementOrder } from '#games/kharkov-battles/orders/movement';
import { executeMovementPhase } from '#games/kharkov-battles/movement-phase/execute';
import type { MovementPhaseInput } from '#games/kharkov-battles/movement-phase/run';
import type { Mover } from '#games/kharkov-battles/rules/movement/mover';
import type { KbContext } from '#games/kharkov-battles/state/context';
import type { KbState } from '#games/kharkov-battles/state/types';
import { isMultiStep } from '#games/kharkov-battles/state/unit-status';
import { tables } from './combat-tables-fixture';
import { gridMap, position, type Piece } from './state-fixtures';

const TABLES = tables();

/** A clear board, rows 10-16 and columns 10-18 of the KB map. */
export const BOARD = gridMap({ rows: [10, 16], cols: [10, 18] });

/** Every unit as the movement rules see it, 8 MP (the allowance is not what these tests are about). */
export const moverOf = (ctx: KbContext) => (state: KbState, id: string): Mover => {
  const def = ctx.unit(id);
  const st = state.units[id]!;
  return { side: def.side, class: def.class, nationality: def.side === 'soviet' ? 'soviet' : 'german', kind: def.kind, multiStep: isMultiStep(def, st), supply: st.supply, allowance: 8 };
};

/** A position on BOARD and a phase to run on it: attack and defense strengths fixed by the test. */
export function phase(at: Record<string, Piece[]>, o: { side?: 'axis' | 'soviet'; attack?: number; defense?: number; airPoints?: { axis: number; soviet: number }; weather?: KbState['weather']; board?: GameMap } = {}) {
  const { ctx, state: s0 } = position(o.board ?? BOARD, at);
  const state: KbState = { ...s0, airPoints: o.airPoints ?? s0.airPoints, weather: o.weather ?? s0.weather, at: { turn: 3, stage: o.side ?? 'axis', phase: 'movement' } };
  const run = (orders: KbMovementOrder[], dice: FixedDice, extra: Partial<MovementPhaseInput> = {}) =>
    executeMovementPhase({
      ctx, state, side: o.side ?? 'axis', orders, tec: TABLES.tecMovement, mobileAssaultTable: TABLES.mobileAssault, dice,
      mover: moverOf(ctx),
      fullySupported: () => true,
      strengths: () => ({ attack: o.attack ?? 6, defense: o.defense ?? 2, combinedArms: false }),
      ...extra,
    });
  return { ctx, state, run, o };
}

/** The phase of `p` run from another state (the same position changed by the test). */
export function executeWith(p: ReturnType<typeof phase>, state: KbState, orders: KbMovementOrder[], dice: FixedDice) {
  return executeMovementPhase({
    ctx: p.ctx, state, side: p.o.side ?? 'axis', orders, tec: TABLES.tecMovement, mobileAssaultTable: TABLES.mobileAssault, dice,
    mover: moverOf(p.ctx),
    fullySupported: () => true,
    strengths: () => ({ attack: p.o.attack ?? 6, defense: p.o.defense ?? 2, combinedArms: false }),
  });
}
