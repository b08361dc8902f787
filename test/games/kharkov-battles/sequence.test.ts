import { describe, expect, it } from 'vitest';
import { KB_ORDER_KINDS } from '#games/kharkov-battles/orders/kinds';
import { KB_SCENARIOS, KB_SCENARIO_IDS, KB_UNAVAILABLE_SCENARIOS } from '#games/kharkov-battles/sequence/scenarios';
import { entryAt, firstPosition, nextPosition, toNextWindow } from '#games/kharkov-battles/sequence/position';
import { KB_SEQUENCE } from '#games/kharkov-battles/sequence/steps';
import { decisionWindow, scenarioWindows, turnPlan, type WindowEntry } from '#games/kharkov-battles/sequence/windows';
import { WINDOW_ID_PATTERN } from '#turnfile/envelope';

const windows = (scenario: (typeof KB_SCENARIO_IDS)[number], turn: number): WindowEntry[] => (turnPlan(scenario, turn) ?? []).filter((e): e is WindowEntry => e.kind === 'window');
const names = (scenario: (typeof KB_SCENARIO_IDS)[number], turn: number): string[] => windows(scenario, turn).map((w) => w.id);
const automatic = (scenario: (typeof KB_SCENARIO_IDS)[number], turn: number): string[] => (turnPlan(scenario, turn) ?? []).flatMap((e) => (e.kind === 'automatic' ? [e.step] : []));
const FULL_TURN = ['axis-preparation', 'soviet-preparation', 'axis-movement', 'axis-combat', 'soviet-movement', 'soviet-combat'];

describe('the turns each scenario plays (KB 20.1-20.3)', () => {
  it.each([
    ['operation-star', 0, 16],
    ['second-kharkov', 1, 6],
    ['third-kharkov', 11, 16],
  ] as const)('%s plays turns %i to %i and no other', (scenario, first, last) => {
    expect([KB_SCENARIOS[scenario].firstTurn, KB_SCENARIOS[scenario].lastTurn]).toEqual([first, last]);
    expect(turnPlan(scenario, first)).toBeDefined();
    expect(turnPlan(scenario, last)).toBeDefined();
    expect(turnPlan(scenario, first - 1)).toBeUndefined();
    expect(turnPlan(scenario, last + 1)).toBeUndefined();
    expect(turnPlan(scenario, first + 0.5)).toBeUndefined();
  });

  it('counts every window of a whole game: 2 + 16 x 6 for Operation Star, 4 + 5 x 6 for K, 6 x 6 for L', () => {
    expect(scenarioWindows('operation-star')).toHaveLength(2 + 16 * 6);
    expect(scenarioWindows('second-kharkov')).toHaveLength(4 + 5 * 6);
    expect(scenarioWindows('third-kharkov')).toHaveLength(6 * 6);
    for (const id of KB_SCENARIO_IDS) {
      const ids = scenarioWindows(id).map((w) => w.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const w of ids) expect(w).toMatch(WINDOW_ID_PATTERN);
    }
  });

  it('offers neither the January Campaign (27.8) nor the Grand Campaign (27.3): both need the Fall Blau rulebook', () => {
    expect(KB_UNAVAILABLE_SCENARIOS.map((s) => s.rule)).toEqual(['KB 27.8', 'KB 27.3']);
    for (const s of KB_UNAVAILABLE_SCENARIOS) {
      expect(KB_SCENARIO_IDS as readonly string[]).not.toContain(s.id);
      expect(s.reason).toMatch(/Fall Blau/);
    }
  });
});

describe("'Operation Star' turn 0: just a Soviet Player Turn with one Soviet Air Point (KB 20.1)", () => {
  it('opens the Soviet Movement and Combat windows only', () => {
    expect(names('operation-star', 0)).toEqual(['T00/soviet-movement', 'T00/soviet-combat']);
  });

  it('keeps the weather and the Air Allocation, then the Soviet turn and the End Turn Phase; no supply, maintenance or reinforcement phase (digest A5)', () => {
    expect(automatic('operation-star', 0)).toEqual(['A.1', 'A.2.a', 'C.1.b', 'C.4.b-e', 'C.4.f', 'D']);
    const air = turnPlan('operation-star', 0)!.find((e) => e.kind === 'automatic' && e.step === 'A.2.a')!;
    expect(air.notes).toEqual(['one Soviet Air Point (KB 20.1)']);
  });

  it('lets the Soviet place Pontoon Bridges in his Construction Phase (KB 18.21)', () => {
    const movement = windows('operation-star', 0)[0]!;
    expect(movement.steps).toEqual(['C.2.a', 'C.2.b', 'C.3']);
    expect(movement.accepts).toContain('pontoon');
    expect(movement.accepts).toContain('assault');
  });

  it('plays every later turn in full: the Preparation Stage, the Axis and the Soviet Player Turns', () => {
    for (let turn = 1; turn <= 16; turn++) expect(windows('operation-star', turn).map((w) => w.name)).toEqual(FULL_TURN);
  });

  it('notes turn 1 has no Support Table roll and LAH is fully supported (KB 20.1)', () => {
    const notes = turnPlan('operation-star', 1)!.flatMap((e) => e.notes);
    expect(notes).toContain('no Support Table roll on turn 1 (KB 20.1, 9.2)');
    expect(notes).toContain("1SS 'LAH' and the DR Tiger company have full support on turn 1 (KB 20.1)");
    expect(turnPlan('operation-star', 2)!.flatMap((e) => e.notes)).not.toContain('no Support Table roll on turn 1 (KB 20.1, 9.2)');
  });

  it('takes Ersatz battalions from turn 2, the first MRRP one becomes available', () => {
    expect(windows('operation-star', 1)[0]!.accepts).not.toContain('ersatz');
    expect(windows('operation-star', 2)[0]!.accepts).toContain('ersatz');
    expect(windows('operation-star', 16)[0]!.accepts).toContain('ersatz');
  });

  it('adds the Popov fuel roll from the MSDP of turn 6 with the optional rule only', () => {
    const msdp = (turn: number, historicalFuel: boolean) => turnPlan('operation-star', turn, { historicalFuel })!.find((e) => e.kind === 'automatic' && e.step === 'A.3')!.notes;
    expect(msdp(5, true)).toEqual([]);
    expect(msdp(6, true)).toHaveLength(1);
    expect(msdp(6, false)).toEqual([]);
  });
});

describe('Second Kharkov (K): no Axis Player Turn on turn 1 (KB 20.2)', () => {
  it('plays the Preparation Stage, then goes straight to the Soviet Player Turn', () => {
    expect(names('second-kharkov', 1)).toEqual(['T01/axis-preparation', 'T01/soviet-preparation', 'T01/soviet-movement', 'T01/soviet-combat']);
    expect(automatic('second-kharkov', 1)).not.toContain('B.3.b-e');
    expect(windows('second-kharkov', 2).map((w) => w.name)).toEqual(FULL_TURN);
  });

  it('commits every Soviet unit in the Command Phase of turn 3 only (4.1 C.1.a)', () => {
    expect(automatic('second-kharkov', 3)).toContain('C.1.a');
    for (const turn of [1, 2, 4, 5, 6]) expect(automatic('second-kharkov', turn)).not.toContain('C.1.a');
    expect(automatic('operation-star', 3)).not.toContain('C.1.a');
  });

  it('takes no Soviet Mobile Assaults, no replacements and no new Pontoon Bridges', () => {
    for (let turn = 1; turn <= 6; turn++) {
      const ws = windows('second-kharkov', turn);
      const soviet = ws.find((w) => w.name === 'soviet-movement')!;
      expect(soviet.accepts).not.toContain('assault');
      expect(soviet.accepts).not.toContain('pontoon');
      expect(soviet.accepts).toContain('overrun');
      for (const w of ws) expect(w.accepts).not.toContain('replace');
    }
    expect(windows('second-kharkov', 2).find((w) => w.name === 'axis-movement')!.accepts).toContain('assault');
  });
});

describe('Third Kharkov (L): turns 11 to 16 (KB 20.3)', () => {
  it('plays six full turns', () => {
    for (let turn = 11; turn <= 16; turn++) expect(windows('third-kharkov', turn).map((w) => w.name)).toEqual(FULL_TURN);
    expect(names('third-kharkov', 11)[0]).toBe('T11/axis-preparation');
  });

  it('notes its Soviet Replacement Points on turn 11 and its Command & Control by any Soviet HQ', () => {
    const notes = (turn: number) => turnPlan('third-kharkov', turn)!.flatMap((e) => e.notes);
    expect(notes(11)).toContain('Soviet Replacement Points from the TRT, turn 11 included (KB 20.3)');
    expect(notes(12)).not.toContain('Soviet Replacement Points from the TRT, turn 11 included (KB 20.3)');
    expect(notes(12)).toContain('the Command Range of any Soviet HQ will do (KB 20.3)');
  });

  it('flips no HQ (every German HQ is supported) and places no Pontoon Bridge', () => {
    const [axisPrep] = windows('third-kharkov', 12);
    expect(axisPrep!.accepts).not.toContain('support');
    expect(axisPrep!.steps).not.toContain('A.4.b/flips');
    expect(windows('third-kharkov', 12).find((w) => w.name === 'soviet-movement')!.accepts).not.toContain('pontoon');
  });
});

describe('who decides in each window (KB 4.1)', () => {
  it('gives each window to the one side that acts in all its steps', () => {
    for (const id of KB_SCENARIO_IDS) {
      for (const w of scenarioWindows(id)) {
        const actors = new Set(w.steps.map((s) => KB_SEQUENCE.find((x) => x.id === s)!.actor));
        expect([...actors]).toEqual([w.side]);
        expect(w.name.startsWith(w.side)).toBe(true);
      }
    }
  });

  it('opens the Axis Preparation window once supply (A.3) and the Support Points (A.4.b) are known, and checks full support (A.4.c) after the HQ flips', () => {
    const plan = turnPlan('operation-star', 2)!;
    const at = (step: string) => plan.findIndex((e) => (e.kind === 'automatic' ? e.step === step : e.steps.includes(step)));
    expect(at('A.3')).toBeLessThan(at('A.4.b/flips'));
    expect(at('A.4.b/points')).toBeLessThan(at('A.4.b/flips'));
    const prep = plan.find((e): e is WindowEntry => e.kind === 'window' && e.name === 'axis-preparation')!;
    expect(prep.steps).toEqual(['A.2.b', 'A.4.a', 'A.4.b/flips', 'A.5.a', 'A.5.c/axis', 'A.5.d/axis']);
    expect(prep.within).toEqual(['A.4.c']);
    expect(automatic('operation-star', 2)).not.toContain('A.4.c');
  });

  it('lets the Soviet see the Axis reinforcements: his Preparation window comes after the Axis one', () => {
    const [axis, soviet] = windows('third-kharkov', 13);
    expect([axis!.name, soviet!.name]).toEqual(['axis-preparation', 'soviet-preparation']);
    expect(soviet!.steps).toEqual(['A.5.b', 'A.5.c/soviet', 'A.5.d/soviet']);
    expect(axis!.passedWithoutChoice && soviet!.passedWithoutChoice).toBe(true);
    expect(windows('third-kharkov', 13).filter((w) => w.passedWithoutChoice)).toHaveLength(2);
  });

  it('accepts only order kinds of the title, and construction with movement, combat apart', () => {
    for (const id of KB_SCENARIO_IDS) {
      for (const w of scenarioWindows(id)) {
        for (const k of w.accepts) expect(KB_ORDER_KINDS).toContain(k);
        if (w.name.endsWith('combat')) expect(w.accepts).toContain('attack');
        if (w.name.endsWith('movement')) expect(w.accepts).toEqual(expect.arrayContaining(['build', 'move', 'overrun']));
      }
    }
  });

  it('lists every step of the 4.1 outline once, in order, with a rule', () => {
    const ids = KB_SEQUENCE.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('A.1');
    expect(ids[ids.length - 1]).toBe('D');
    for (const s of KB_SEQUENCE) expect(s.rule).toMatch(/^KB \d/);
  });
});

describe('the windows as the service opens them', () => {
  it('waits for the one side, takes the kinds of its steps, and says what it decides with the rules', () => {
    const [movement] = windows('operation-star', 0);
    expect(decisionWindow(movement!, 0)).toEqual({
      id: 'T00/soviet-movement',
      turn: 0,
      waitingFor: ['soviet'],
      accepts: ['build', 'pontoon', 'removeFz', 'removeBridge', 'move', 'assault', 'overrun'],
      description:
        "Soviet, KB 4.1 C.2-C.3: Soviet Construction Phase: Fortified Zones; Soviet Construction Phase: 'Pontoon Bridge' markers ('Operation Star'); Soviet Movement Phase: Tactical or Strategic Movement, Overruns, Mobile Assaults. This turn: three Pontoon Bridges in all (KB 18.21)",
    });
    const kCombat = windows('second-kharkov', 1).find((w) => w.name === 'soviet-combat')!;
    expect(decisionWindow(kCombat, 1).description).toBe('Soviet, KB 4.1 C.4: Soviet Combat Phase: Prepared Assaults designated');
  });
});

describe('where a game stands in the sequence', () => {
  it.each(KB_SCENARIO_IDS.map((s) => [s]))('%s: walking from its start meets every window in order, then the end after the last End Turn Phase', (scenario) => {
    const met: string[] = [];
    let steps = 0;
    let next = toNextWindow(scenario, firstPosition(scenario));
    while (next.window) {
      met.push(next.window.entry.id);
      steps += next.automatic.length;
      next = toNextWindow(scenario, nextPosition(scenario, next.window.at));
    }
    expect(met).toEqual(scenarioWindows(scenario).map((w) => w.id));
    const last = next.automatic[next.automatic.length - 1]!;
    expect([last.step, last.turn]).toEqual(['D', KB_SCENARIOS[scenario].lastTurn]);
    expect(steps + next.automatic.length).toBeGreaterThan(met.length);
  });

  it("runs Operation Star's turn-0 End Turn Phase, then turn 1's weather, air, supply and Support Points, before the Axis Preparation window", () => {
    const afterCombat = toNextWindow('operation-star', { turn: 0, entry: 0 });
    expect(afterCombat.window!.entry.id).toBe('T00/soviet-movement');
    const combat = toNextWindow('operation-star', nextPosition('operation-star', afterCombat.window!.at));
    expect(combat.window!.entry.id).toBe('T00/soviet-combat');
    const next = toNextWindow('operation-star', nextPosition('operation-star', combat.window!.at));
    expect(next.automatic.map((e) => `T${e.turn}/${e.step}`)).toEqual(['T0/C.4.b-e', 'T0/C.4.f', 'T0/D', 'T1/A.1', 'T1/A.2.a', 'T1/A.3', 'T1/A.4.b/points']);
    expect(next.window!.entry.id).toBe('T01/axis-preparation');
  });

  it('has nothing beyond the last turn and no entry where the plan has none', () => {
    expect(nextPosition('second-kharkov', { turn: 6, entry: 100 })).toBeNull();
    expect(entryAt('second-kharkov', { turn: 7, entry: 0 })).toBeUndefined();
    expect(toNextWindow('second-kharkov', null)).toEqual({ automatic: [], window: null });
  });
});
