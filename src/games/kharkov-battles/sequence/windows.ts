import { plannedDecisionWindow } from '#kernel/engine/plan-window';
import type { DecisionWindow } from '#kernel/engine/ruleset';
import type { KbOrderKind } from '../orders/kinds';
import { KB_SCENARIOS, type KbScenarioId, type KbSide } from './scenarios';
import { KB_SEQUENCE, type KbWindowName, type SequenceStep } from './steps';

/** A step the server carries out by itself, with the scenario's notes for this turn. */
export interface AutomaticEntry {
  kind: 'automatic';
  step: string;
  rule: string;
  notes: string[];
}

/** A decision window: one side's file decides the steps it covers. */
export interface WindowEntry {
  kind: 'window';
  /** `T{nn}/{name}`, e.g. "T05/axis-movement". */
  id: string;
  name: KbWindowName;
  side: KbSide;
  steps: string[];
  /** The server's steps that fall between this window's steps, carried out in their place as its file is applied (A.4.c after the HQ flips). */
  within: string[];
  accepts: KbOrderKind[];
  /**
   * A Preparation Stage window in which the side may have nothing to decide (no
   * reinforcements, no Replacement Points, nothing to return): then it is passed without
   * waiting. Whether it has a choice is read from the position when the window would open.
   */
  passedWithoutChoice: boolean;
  notes: string[];
  rule: string;
}

export type TurnEntry = AutomaticEntry | WindowEntry;

export interface TurnPlanOptions {
  /** KB 20.1 Optional Historical Limitation (fuel): the Popov roll from the MSDP of turn 6. */
  historicalFuel?: boolean;
  /** KB 20.1 Optional Historical Limitation (turn 0): orange-icon mechanized units do not move. */
  historicalTurnZero?: boolean;
}

const pad = (n: number): string => String(n).padStart(2, '0');
export const windowId = (turn: number, name: string): string => `T${pad(turn)}/${name}`;

/** What each window's file may hold, before a scenario's exceptions. */
const ACCEPTS: Readonly<Record<KbWindowName, readonly KbOrderKind[]>> = {
  'axis-preparation': ['interdict', 'breakdown', 'recombine', 'support', 'panzerKorps', 'reinforce', 'replace', 'returnHq', 'returnSilhouette', 'ersatz'],
  'soviet-preparation': ['reinforce', 'replace', 'returnHq'],
  'axis-movement': ['build', 'removeFz', 'removeBridge', 'move', 'assault', 'overrun'],
  'axis-combat': ['attack', 'removeBridge', 'removeFz'],
  'soviet-movement': ['build', 'pontoon', 'removeFz', 'removeBridge', 'move', 'assault', 'overrun'],
  'soviet-combat': ['attack', 'removeBridge', 'removeFz'],
};

/** Whether a step is played this turn of this scenario (KB 4.1 note: scenario rules take precedence). */
function stepPlayed(scenario: KbScenarioId, turn: number, step: SequenceStep): boolean {
  const half = KB_SCENARIOS[scenario].halfTurns[turn];
  if (half) {
    if (step.stage === 'axis-player-turn' && half.only !== 'axis') return false;
    if (step.stage === 'soviet-player-turn' && half.only !== 'soviet') return false;
    // KB 20.1, digest A5: turn 0 keeps the weather and its one Soviet Air Point, nothing else of stage A
    if (step.stage === 'preparation' && !half.preparation) return step.id === 'A.1' || step.id === 'A.2.a';
  }
  if (step.id === 'C.1.a') return scenario === 'second-kharkov' && turn === 3; // KB 20.2
  if (step.id === 'C.2.b') return scenario === 'operation-star'; // KB 18.21: placed only in 'Operation Star'
  if (scenario === 'second-kharkov' && step.id.startsWith('A.5.c')) return false; // KB 20.2: no replacements
  if (scenario === 'third-kharkov' && step.id === 'A.4.b/flips') return false; // KB 20.3: every German HQ supported
  return true;
}

/** The scenario's special rules that bear on a step this turn, as notes for the reports. */
function stepNotes(scenario: KbScenarioId, turn: number, step: string, options: TurnPlanOptions): string[] {
  const notes: string[] = [];
  if (scenario === 'operation-star') {
    if (turn === 0 && step === 'A.2.a') notes.push('one Soviet Air Point (KB 20.1)');
    if (turn === 1 && step === 'A.4.b/points') notes.push('no Support Table roll on turn 1 (KB 20.1, 9.2)');
    if (turn === 1 && step === 'A.4.c') notes.push("1SS 'LAH' and the DR Tiger company have full support on turn 1 (KB 20.1)");
    if (turn === 6 && step === 'A.5.c/axis') notes.push('eight mechanized and nine non-mechanized Replacement Points received (KB 20.1)');
    if (turn >= 2 && turn <= 4 && step === 'A.5.a') notes.push('one Ersatz battalion becomes available (KB 20.1)');
    if (turn >= 6 && step === 'A.3' && options.historicalFuel) notes.push('Popov fuel roll at the beginning of the MSDP until Popov is Out of Gas (KB 20.1, optional)');
    if (turn >= 6 && step === 'C.1.b' && options.historicalFuel) notes.push('while Popov is Out of Gas, orange- and pink-icon mechanized units roll on the C&C Table at -3 (KB 20.1, optional)');
    if (turn === 0 && step === 'C.3' && options.historicalTurnZero) notes.push('orange-icon mechanized units may not move on turn 0 (KB 20.1, optional)');
    if (step === 'C.2.b') notes.push('three Pontoon Bridges in all (KB 18.21)');
  }
  if (scenario === 'second-kharkov') {
    if (step === 'A.4.b/points') notes.push('Support Points strictly as shown on the TRT (KB 20.2)');
    if (step === 'C.3') notes.push(turn === 1 ? 'no Soviet Mobile Assaults; Mobile Infiltration allowed on turn 1 only (KB 20.2)' : 'no Soviet Mobile Assaults or Mobile Infiltration (KB 20.2)');
  }
  if (scenario === 'third-kharkov') {
    if (step === 'A.4.b/points') notes.push('every German HQ is supported for the whole scenario (KB 20.3)');
    if (step === 'A.5.c/soviet' && turn === 11) notes.push('Soviet Replacement Points from the TRT, turn 11 included (KB 20.3)');
    if (step === 'C.1.b') notes.push('the Command Range of any Soviet HQ will do (KB 20.3)');
  }
  return notes;
}

function accepts(scenario: KbScenarioId, turn: number, name: KbWindowName, steps: readonly string[]): KbOrderKind[] {
  return ACCEPTS[name].filter((kind) => {
    if (kind === 'pontoon') return steps.includes('C.2.b');
    if (kind === 'replace') return steps.some((s) => s.startsWith('A.5.c'));
    if (kind === 'support') return steps.includes('A.4.b/flips');
    if (kind === 'ersatz') return scenario === 'operation-star' && turn >= 2; // KB 20.1: available from the MRRP of turn 2
    if (kind === 'assault' && name === 'soviet-movement') return scenario !== 'second-kharkov'; // KB 20.2
    return true;
  });
}

/** Axis Preparation steps decided in the window that opens after the server's A.3 and A.4.b points. */
const OPENS_LATER = ['A.2.b', 'A.4.a'];

const WINDOW_RULE: Readonly<Record<KbWindowName, string>> = {
  'axis-preparation': 'KB 4.1 A',
  'soviet-preparation': 'KB 4.1 A',
  'axis-movement': 'KB 4.1 B.1-B.2',
  'axis-combat': 'KB 4.1 B.3',
  'soviet-movement': 'KB 4.1 C.2-C.3',
  'soviet-combat': 'KB 4.1 C.4',
};

/**
 * The turn as it is played by mail (KB 4.1, 20.1-20.3): the server's automatic steps and
 * the windows, in order. A window opens where its first step falls; the steps it covers
 * are carried out in the outline's order whatever the order of the file, except that the
 * Axis preparation window opens only once A.3 and A.4.b's points are known (its A.2.b
 * interdiction does not bear on supply: 5.32 touches Strategic Movement alone), and that
 * each side's Preparation window carries all of that side's A.5 choices, the Axis first
 * (A.5.a before A.5.b). Undefined for a turn the scenario does not play.
 */
export function turnPlan(scenario: KbScenarioId, turn: number, options: TurnPlanOptions = {}): TurnEntry[] | undefined {
  const s = KB_SCENARIOS[scenario];
  if (!Number.isInteger(turn) || turn < s.firstTurn || turn > s.lastTurn) return undefined;
  const played = KB_SEQUENCE.filter((step) => stepPlayed(scenario, turn, step));
  const names = [...new Set(played.flatMap((step) => (step.window ? [step.window] : [])))];
  const span = new Map(
    names.map((name) => {
      const at = played.flatMap((step, i) => (step.window === name ? [i] : []));
      // the Axis Preparation window opens once the server has the A.3-A.4.b points (see above)
      const open = name === 'axis-preparation' ? (at.find((i) => !OPENS_LATER.includes(played[i]!.id)) ?? at[0]!) : at[0]!;
      return [name, { open, last: at[at.length - 1]! }] as const;
    }),
  );
  const entries: TurnEntry[] = [];
  played.forEach((step, i) => {
    if (step.window) {
      if (span.get(step.window)!.open !== i) return;
      const mine = played.filter((x) => x.window === step.window);
      const steps = mine.map((x) => x.id);
      const within = played.filter((x, j) => !x.window && j > i && j < span.get(step.window!)!.last).map((x) => x.id);
      entries.push({
        kind: 'window',
        id: windowId(turn, step.window),
        name: step.window,
        side: mine[0]!.actor === 'axis' ? 'axis' : 'soviet',
        steps,
        within,
        accepts: accepts(scenario, turn, step.window, steps),
        passedWithoutChoice: step.stage === 'preparation',
        notes: [...steps, ...within].flatMap((id) => stepNotes(scenario, turn, id, options)),
        rule: WINDOW_RULE[step.window],
      });
      return;
    }
    const inside = [...span.values()].some((w) => i > w.open && i < w.last);
    if (!inside) entries.push({ kind: 'automatic', step: step.id, rule: step.rule, notes: stepNotes(scenario, turn, step.id, options) });
  });
  return entries;
}

/** Every window of a scenario from its first turn to its last, in order. */
export function scenarioWindows(scenario: KbScenarioId, options: TurnPlanOptions = {}): WindowEntry[] {
  const s = KB_SCENARIOS[scenario];
  const out: WindowEntry[] = [];
  for (let turn = s.firstTurn; turn <= s.lastTurn; turn++) {
    for (const e of turnPlan(scenario, turn, options) ?? []) if (e.kind === 'window') out.push(e);
  }
  return out;
}

const SIDE_NAME: Readonly<Record<KbSide, string>> = { axis: 'Axis', soviet: 'Soviet' };

/** A window of the plan as the service opens it: its id, the side it waits for, what it takes, and what it decides in plain words. */
export function decisionWindow(entry: WindowEntry, turn: number): DecisionWindow {
  const what = entry.steps.map((id) => KB_SEQUENCE.find((s) => s.id === id)!.name).join('; ');
  return plannedDecisionWindow(entry, turn, `${SIDE_NAME[entry.side]}, ${entry.rule}: ${what}`);
}
