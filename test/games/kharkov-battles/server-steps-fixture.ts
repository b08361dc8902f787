import type { Dice } from '#kernel/engine/dice';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { d10Value } from '#kernel/dice/d10';
import type { KbScenarioId } from '#games/kharkov-battles/data/ids';
import type { KbMapView } from '#games/kharkov-battles/data/map-view';
import type { PrepData } from '#games/kharkov-battles/preparation/step';
import { runServerStep, SERVER_RECORD_AT_START, type ServerRecord, type ServerStepInput } from '#games/kharkov-battles/server-steps/index';
import { turnPlan, type AutomaticEntry } from '#games/kharkov-battles/sequence/windows';
import { stepById } from '#games/kharkov-battles/sequence/steps';
import type { KbContext } from '#games/kharkov-battles/state/context';
import type { KbState } from '#games/kharkov-battles/state/types';
import { withUnits } from '#games/kharkov-battles/state/update';
import { hexId } from '#kernel/ids';
import { loadScenarioForces } from '../../../scenarios/kharkov-battles/compile/setup';
import { loadTrts } from '../../../scenarios/kharkov-battles/compile/trt';
import { tables } from './combat-tables-fixture';
import { UNITS } from './state-fixtures';
import { realStart } from './victory-fixtures';

export { d10 } from './combat-tables-fixture';

const TRTS = loadTrts();
export const TABLES = tables();

/** A scenario's real start (setup/initial-state.ts on the shipped bundle) with the data the server's steps read. */
export interface Game {
  view: KbMapView;
  ctx: KbContext;
  data: PrepData;
  state: KbState;
  record: ServerRecord;
}

const games = new Map<KbScenarioId, Game>();
export function game(scenario: KbScenarioId): Game {
  let g = games.get(scenario);
  if (!g) {
    const { view, ctx, state } = realStart(scenario);
    const data: PrepData = { ctx, forces: loadScenarioForces(scenario, UNITS), trt: TRTS[scenario], tables: TABLES, entryAreas: view.data.entryAreas };
    games.set(scenario, (g = { view, ctx, data, state, record: SERVER_RECORD_AT_START(scenario) }));
  }
  return g;
}

/** The automatic entry of the turn plan for a step, or (for a step inside a window, A.4.c) the outline's own. */
export function entry(scenario: KbScenarioId, turn: number, step: string): AutomaticEntry & { turn: number } {
  const e = (turnPlan(scenario, turn) ?? []).find((x) => x.kind === 'automatic' && x.step === step);
  if (e && e.kind === 'automatic') return { ...e, turn };
  const s = stepById(step);
  if (!s) throw new Error(`no step ${step}`);
  return { kind: 'automatic', step, rule: s.rule, notes: [], turn };
}

/** Runs one step of the scenario on `state` (default: its start) with the dice given. */
export function run(
  scenario: KbScenarioId,
  turn: number,
  step: string,
  o: { state?: KbState; record?: ServerRecord; dice?: Dice; options?: Record<string, string>; input?: Partial<ServerStepInput> } = {},
) {
  const g = game(scenario);
  return runServerStep(entry(scenario, turn, step), {
    data: g.data,
    tables: TABLES,
    state: o.state ?? g.state,
    record: o.record ?? g.record,
    options: o.options ?? {},
    dice: o.dice ?? new FixedDice([]),
    label: '',
    view: g.view,
    ...o.input,
  });
}

/** Dice that answer every roll with the same face (0-9), for steps whose rolls the test does not read. */
export function everyDie(face: number): FixedDice {
  return new FixedDice(Array.from({ length: 5000 }, () => d10Value(face)));
}

/** The state with units taken off the map (to the reinforcement chart) and others set down at hexes. */
export function placed(state: KbState, at: Record<string, string[]>, changes: Record<string, Partial<KbState['units'][string]>> = {}): KbState {
  const hexes = new Set(Object.keys(at));
  const moving = new Set(Object.values(at).flat());
  const off = Object.values(state.units).filter((u) => u.where === 'map' && u.hex !== null && hexes.has(u.hex) && !moving.has(u.id)).map((u) => u.id);
  const moved = withUnits(state, {
    ...Object.fromEntries(off.map((id) => [id, { where: 'reinforcement-chart' as const, hex: null }])),
    ...Object.fromEntries(Object.entries(at).flatMap(([hex, ids]) => ids.map((id) => [id, { where: 'map' as const, hex: hexId(hex) }]))),
  });
  return withUnits(moved, changes);
}
