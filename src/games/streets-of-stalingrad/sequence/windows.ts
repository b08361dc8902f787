import { plannedDecisionWindow } from '#kernel/engine/plan-window';
import type { DecisionWindow } from '#kernel/engine/ruleset';
import type { SosOrderKind } from '../orders/kinds';
import type { SosSide } from './phases';
import { dayOfTurn, isCampaign, SOS_SCENARIOS, type SosScenarioId } from './scenarios';
import { isTankRepairTurn } from './tank-repair-turns';
import { SOS_STEPS, type SosWindowName } from './steps';

/** A step the server carries out by itself, with this turn's notes. */
export interface AutomaticEntry {
  kind: 'automatic';
  step: string;
  phase: number;
  rule: string;
  notes: string[];
}

/** A decision window: one side's file decides the step it covers. */
export interface WindowEntry {
  kind: 'window';
  /** `T{nn}/{name}`, e.g. "T05/german-movement". */
  id: string;
  name: SosWindowName;
  side: SosSide;
  phase: number;
  step: string;
  accepts: SosOrderKind[];
  /**
   * Passed without waiting when the side has nothing to decide in it (no withdrawal due and
   * nothing to consolidate; no IF unit or Stuka able to fire; no unit eligible for reserves
   * movement). Read from the position when the window would open.
   */
  passedWithoutChoice: boolean;
  notes: string[];
  rule: string;
}

export type TurnEntry = AutomaticEntry | WindowEntry;

const pad = (n: number): string => String(n).padStart(2, '0');
export const windowId = (turn: number, name: string): string => `T${pad(turn)}/${name}`;

const MOVEMENT: readonly SosOrderKind[] = ['enter', 'replace', 'dismount', 'remount', 'move', 'breakthrough', 'markAttack', 'join', 'build'];

/** What each window's file may hold, before the calendar's exceptions. */
const ACCEPTS: Readonly<Record<SosWindowName, readonly SosOrderKind[]>> = {
  'german-administrative': ['endGame', 'withdraw', 'consolidate'],
  'soviet-administrative': ['consolidate'],
  'german-bombardment-2': ['bombard'],
  'soviet-bombardment-2': ['bombard'],
  'german-movement': MOVEMENT,
  'soviet-reserves': ['move', 'join', 'build'],
  'german-attack': ['attack'],
  'german-bombardment-6': ['bombard'],
  'soviet-bombardment-6': ['bombard'],
  'german-exploit-movement': ['dismount', 'remount', 'move', 'breakthrough', 'markAttack', 'join', 'build'],
  'german-exploit-attack': ['attack'],
  'soviet-bombardment-9': ['bombard'],
  'german-bombardment-9': ['bombard'],
  'soviet-movement': [...MOVEMENT, 'flotilla', 'repairTank'],
  'german-reserves': ['move', 'join', 'build'],
  'soviet-attack': ['attack'],
  'soviet-bombardment-13': ['bombard'],
  'german-bombardment-13': ['bombard'],
  'soviet-exploit-movement': ['dismount', 'remount', 'move', 'breakthrough', 'markAttack', 'join', 'flotilla', 'build'],
  'soviet-exploit-attack': ['attack', 'infiltrate'],
};

/** Windows a side may have nothing to decide in (see WindowEntry.passedWithoutChoice). */
const MAY_PASS = (name: SosWindowName): boolean => /administrative|bombardment|reserves/.test(name);

/** On or after a day of September to November 1942. */
const onOrAfter = (at: { month: number; day: number }, month: number, day: number): boolean => at.month > month || (at.month === month && at.day >= day);

/** The dated rules that bear on a step this turn (digest 3.18), as notes for the reports. */
function stepNotes(scenario: SosScenarioId, turn: number, step: string): string[] {
  const at = dayOfTurn(scenario, turn);
  const notes: string[] = [];
  const first = at.month === 9 && at.day === 13;
  if (first && ['4.move', '10.move', '14.move'].includes(step)) notes.push('13 September: all Soviet movement halved, reserves and exploit movement quartered (SoS 8.03)');
  if (step === '1.server' && onOrAfter(at, 9, 20)) notes.push('German ammunition shortage roll (SoS 14.71, from 20 September)');
  if (step === '1.server' && onOrAfter(at, 10, 1)) notes.push('Soviet ammunition shortage roll (SoS 14.71, from 1 October)');
  if (step === '1.server' && isCampaign(scenario) && turn > 1) notes.push("German Stuka roll: 22 less a d10 Stuka units this turn (SoS 15.52, the campaign after its first turn)");
  if (step === '1.server' && onOrAfter(at, 10, 21)) notes.push('Soviet weather roll: a 1 or 2 is bad weather, no Stukas this turn (SoS 15.53, from 21 October)');
  if (step === '10.start' && at.month === 9 && at.day === 16) notes.push('Soviet tank repair placement (SoS 16.72, 16 September)');
  if (step === '10.start' && onOrAfter(at, 9, 17) && turn % 2 === 0) notes.push('Soviet tank repair placement (SoS 16.72, every even-numbered turn)');
  if (step === '10.start' && onOrAfter(at, 9, 26)) notes.push('Soviet sniper arrivals (SoS 16.11, from 26 September)');
  if (step === '10.start' && onOrAfter(at, 10, 11)) notes.push('Soviet tank breakdown rolls: a d10 for every Soviet tank on the map, 1-4 immobilized (SoS 16.33, from 11 October)');
  if (step === '15.declare' && !onOrAfter(at, 9, 26)) notes.push('no Herman infiltration attack before 26 September (SoS 13.1)');
  return notes;
}

function accepts(scenario: SosScenarioId, turn: number, name: SosWindowName): SosOrderKind[] {
  const at = dayOfTurn(scenario, turn);
  // SoS 13.1: the Herman infiltration attack from the 26 September turn
  // SoS 16.72: a tank repaired on 16 September and every even-numbered turn, in the campaign, whose counter the tank repair unit is
  return ACCEPTS[name].filter((kind) => kind !== 'infiltrate' || onOrAfter(at, 9, 26)).filter((kind) => kind !== 'repairTank' || (isCampaign(scenario) && isTankRepairTurn(at, turn)));
}

/**
 * The turn as it is played by mail (SoS 4.3): the server's steps and the windows, in the
 * order of the fifteen phases. The defender's answers to declared attacks and the other
 * named decisions are not in the plan: they open as pauses while a phase is resolved
 * (pauses.ts). Undefined for a turn the scenario does not play.
 */
export function turnPlan(scenario: SosScenarioId, turn: number): TurnEntry[] | undefined {
  const s = SOS_SCENARIOS[scenario];
  if (!Number.isInteger(turn) || turn < s.firstTurn || turn > s.lastTurn) return undefined;
  return SOS_STEPS.map((step): TurnEntry => {
    const notes = stepNotes(scenario, turn, step.id);
    if (!step.window) return { kind: 'automatic', step: step.id, phase: step.phase, rule: step.rule, notes };
    return {
      kind: 'window',
      id: windowId(turn, step.window),
      name: step.window,
      side: step.actor as SosSide,
      phase: step.phase,
      step: step.id,
      accepts: accepts(scenario, turn, step.window),
      passedWithoutChoice: MAY_PASS(step.window),
      notes,
      rule: step.rule,
    };
  });
}

/** Every window of a scenario from its first turn to its last, in order. */
export function scenarioWindows(scenario: SosScenarioId): WindowEntry[] {
  const s = SOS_SCENARIOS[scenario];
  const out: WindowEntry[] = [];
  for (let turn = s.firstTurn; turn <= s.lastTurn; turn++) for (const e of turnPlan(scenario, turn) ?? []) if (e.kind === 'window') out.push(e);
  return out;
}

const SIDE_NAME: Readonly<Record<SosSide, string>> = { german: 'German', soviet: 'Soviet' };

/** A window of the plan as the service opens it: its id, the side it waits for, what it takes, and what it decides in plain words. */
export function decisionWindow(entry: WindowEntry, turn: number): DecisionWindow {
  const what = SOS_STEPS.find((s) => s.id === entry.step)!.name;
  return plannedDecisionWindow(entry, turn, `${SIDE_NAME[entry.side]}, phase ${entry.phase}, ${entry.rule}: ${what}`);
}
