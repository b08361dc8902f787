import { describe, expect, it } from 'vitest';
import { KB_SCENARIOS, KB_SCENARIO_IDS } from '#games/kharkov-battles/sequence/scenarios';
import { turnPlan } from '#games/kharkov-battles/sequence/windows';
import { KB_SEQUENCE } from '#games/kharkov-battles/sequence/steps';
import { SERVER_STEP_IDS } from '#games/kharkov-battles/server-steps/index';
import { everyDie, run } from './server-steps-fixture';

const OPTION_SETS = [{}, { historicalFuel: true, historicalTurnZero: true }];

/** Every automatic step (and every server step inside a window, A.4.c) of every turn of every scenario. */
function serverSteps(): { scenario: (typeof KB_SCENARIO_IDS)[number]; turn: number; step: string }[] {
  const out: { scenario: (typeof KB_SCENARIO_IDS)[number]; turn: number; step: string }[] = [];
  for (const scenario of KB_SCENARIO_IDS) {
    const s = KB_SCENARIOS[scenario];
    for (let turn = s.firstTurn; turn <= s.lastTurn; turn++) {
      for (const options of OPTION_SETS) {
        for (const e of turnPlan(scenario, turn, options) ?? []) {
          for (const step of e.kind === 'automatic' ? [e.step] : e.within) out.push({ scenario, turn, step });
        }
      }
    }
  }
  return out;
}

describe('KB 4.1: the server carries out every automatic step of the turn plan', () => {
  const all = serverSteps();

  it('every step the plan leaves to the server, over every turn of the three scenarios, is one runServerStep knows', () => {
    const ids = [...new Set(all.map((x) => x.step))].sort();
    expect(ids).toEqual(['A.1', 'A.2.a', 'A.3', 'A.4.b/points', 'A.4.c', 'B.3.b-e', 'B.3.f', 'C.1.a', 'C.1.b', 'C.4.b-e', 'C.4.f', 'D']);
    expect([...SERVER_STEP_IDS].sort()).toEqual(ids);
    // and they are exactly the outline's server steps (sequence/steps.ts actor 'server')
    expect(KB_SEQUENCE.filter((s) => s.actor === 'server').map((s) => s.id).sort()).toEqual(ids);
  });

  it.each(KB_SCENARIO_IDS)('%s: each of its server steps runs on the real start, at a turn the plan has it', (scenario) => {
    const firsts = new Map<string, number>();
    for (const x of all) if (x.scenario === scenario && !firsts.has(x.step)) firsts.set(x.step, x.turn);
    for (const [step, turn] of firsts) {
      const out = run(scenario, turn, step, { dice: everyDie(5) });
      expect(out.state.at.turn, step).toBe(turn);
      expect(out.record, step).toBeDefined();
      expect(Array.isArray(out.events), step).toBe(true);
    }
  });

  it('a step that is not the server\u2019s is refused by name', () => {
    expect(() => run('operation-star', 1, 'B.2')).toThrow(/"B.2" is not one of the server's steps/);
  });
});
