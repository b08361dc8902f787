import { KbBundleSchema } from '#games/kharkov-battles/data/bundle';
import { kbEnv } from '#games/kharkov-battles/game/env';
import { moverOn } from '#games/kharkov-battles/game/judge/mover';
import type { KbScenarioId, KbSide } from '#games/kharkov-battles/data/ids';
import type { OptionsInput } from '#games/kharkov-battles/options/index';
import type { Mover } from '#games/kharkov-battles/rules/movement/mover';
import { turnPlan, type TurnPlanOptions, type WindowEntry } from '#games/kharkov-battles/sequence/windows';
import type { KbContext } from '#games/kharkov-battles/state/context';
import type { KbState, KbUnitState } from '#games/kharkov-battles/state/types';
import type { GameMap } from '#kernel/map/game-map';
import bundleJson from '../../../scenarios/kharkov-battles/dist/kharkov-battles.json';
import { moverOf } from './movement-phase-fixture';
import { position, type Piece } from './state-fixtures';
import { realStart } from './victory-fixtures';

export const BUNDLE = KbBundleSchema.parse(bundleJson);
/** KB 8.2, 20.1-20.3: each scenario's supply sources, as the game reads them. */
const SOURCES = kbEnv(BUNDLE).sources;

/**
 * The movement judge as the game builds it from the state (game/judge/mover.ts): the unit's
 * MPA this turn (KB 2.71 cadre MPA; 8.32c-d, 8.33c-d, 9.4 by rules/supply/mpa.ts; 9.42 toward
 * the scenario's supply sources or an HQ unit) and what the movement rules read.
 */
export const stateMover = (ctx: KbContext) => (state: KbState, id: string): Mover => moverOn(ctx, state, id, SOURCES(state.scenario)(ctx.unit(id).side));

/** The window `name` of a scenario's turn (sequence/windows.ts turnPlan). */
export function windowOf(scenario: KbScenarioId, turn: number, name: string, options: TurnPlanOptions = {}): WindowEntry {
  const w = turnPlan(scenario, turn, options)?.find((e): e is WindowEntry => e.kind === 'window' && e.name === name);
  if (!w) throw new Error(`${scenario} turn ${turn} has no ${name} window`);
  return w;
}

/** A scenario's set-up on the real data, at the window `name` of `turn`, as the side's options read it. */
export function realWindow(scenario: KbScenarioId, turn: number, name: string): OptionsInput & { side: KbSide } {
  const { ctx, state: s0 } = realStart(scenario);
  const window = windowOf(scenario, turn, name);
  const [stage, phase] = name.split('-') as ['axis' | 'soviet', 'movement' | 'combat' | 'preparation'];
  const state: KbState = { ...s0, at: { turn, stage: phase === 'preparation' ? 'preparation' : stage, phase: phase === 'preparation' ? 'reinforcement' : phase } };
  return { ctx, state, side: window.side, window, tec: BUNDLE.tables.tecMovement, mover: stateMover(ctx) };
}

/**
 * A position on `map` (state-fixtures.ts position: turn 1, the Axis Movement Phase, clear
 * weather) read by the options of `window` of 'Operation Star' turn 3, every unit moving
 * with 8 MP (movement-phase-fixture.ts moverOf).
 */
export function fragmentWindow(map: GameMap, at: Record<string, Piece[]>, name: string, change: (s: KbState) => KbState = (s) => s, extra: Partial<OptionsInput> = {}): OptionsInput {
  const { ctx, state } = position(map, at);
  const window = windowOf('operation-star', 3, name);
  const [stage, phase] = name.split('-') as ['axis' | 'soviet', 'movement' | 'combat'];
  return { ctx, state: change({ ...state, at: { turn: 3, stage, phase } }), side: window.side, window, tec: BUNDLE.tables.tecMovement, mover: moverOf(ctx), ...extra };
}

/** The state with `unit`'s state changed. */
export const withUnit = (unit: string, change: (u: KbUnitState) => Partial<KbUnitState>) => (s: KbState): KbState => ({ ...s, units: { ...s.units, [unit]: { ...s.units[unit]!, ...change(s.units[unit]!) } } });
