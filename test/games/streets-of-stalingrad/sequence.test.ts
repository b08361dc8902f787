import { describe, expect, it } from 'vitest';
import { SOS_ORDER_KINDS } from '#games/streets-of-stalingrad/orders/kinds';
import { SOS_PHASES } from '#games/streets-of-stalingrad/sequence/phases';
import { entryAt, firstPosition, nextPosition, toNextWindow } from '#games/streets-of-stalingrad/sequence/position';
import { dayOfTurn, SOS_SCENARIO_IDS, SOS_SCENARIOS } from '#games/streets-of-stalingrad/sequence/scenarios';
import { SOS_STEPS, SOS_WINDOW_NAMES } from '#games/streets-of-stalingrad/sequence/steps';
import { decisionWindow, scenarioWindows, turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import { WINDOW_ID_PATTERN } from '#turnfile/envelope';

const windows = (turn: number): WindowEntry[] => (turnPlan('scenario-1', turn) ?? []).filter((e): e is WindowEntry => e.kind === 'window');
const windowOf = (turn: number, name: string): WindowEntry => windows(turn).find((w) => w.name === name)!;
const notesOf = (turn: number, step: string): string[] => turnPlan('scenario-1', turn)!.find((e) => e.kind === 'automatic' ? e.step === step : e.step === step)!.notes;

describe('a complete game turn consists of fifteen phases (SoS 4.1, 4.3)', () => {
  it('lists them in the printed order', () => {
    expect(SOS_PHASES.map((p) => p.name)).toEqual([
      'Administrative Phase',
      'Simultaneous Bombardment Phase',
      'German Movement Phase',
      'Soviet Reserves Movement Phase',
      'German Attack Phase',
      'Simultaneous Bombardment Phase',
      'German Exploit Movement Phase',
      'German Exploit Attack Phase',
      'Simultaneous Bombardment Phase',
      'Soviet Movement Phase',
      'German Reserves Movement Phase',
      'Soviet Attack Phase',
      'Simultaneous Bombardment Phase',
      'Soviet Exploit Movement Phase',
      'Soviet Exploit Attack Phase',
    ]);
    expect(SOS_PHASES.map((p) => p.n)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('gives each side its phases, and the other side the reactions in them', () => {
    expect(SOS_PHASES.filter((p) => p.actor === 'german').map((p) => p.n)).toEqual([3, 5, 7, 8, 11]);
    expect(SOS_PHASES.filter((p) => p.actor === 'soviet').map((p) => p.n)).toEqual([4, 10, 12, 14, 15]);
    for (const p of SOS_PHASES) if (p.actor !== 'both') expect(p.reactor).toBe(p.actor === 'german' ? 'soviet' : 'german');
  });

  it('has the German place bombardments first in phases 2 and 6, the Soviet in 9 and 13 (14.48)', () => {
    expect(SOS_PHASES.filter((p) => p.kind === 'bombardment').map((p) => [p.n, p.placesFirst])).toEqual([[2, 'german'], [6, 'german'], [9, 'soviet'], [13, 'soviet']]);
  });

  it('removes pinned markers at the start of phases 6, 9 and 13 but not 2, and everything at the end of 8 and 15 (9.114, 9.115)', () => {
    const pinsAt = SOS_STEPS.filter((s) => s.id.endsWith('.pins')).map((s) => s.phase);
    expect(pinsAt).toEqual([6, 9, 13]);
    expect(SOS_STEPS.filter((s) => /every pinned, spent and 'attack' marker removed/.test(s.name)).map((s) => s.phase)).toEqual([8, 15]);
  });

  it('runs the steps phase by phase, never back', () => {
    const phases = SOS_STEPS.map((s) => s.phase);
    expect([...phases].sort((a, b) => a - b)).toEqual(phases);
    expect(new Set(phases).size).toBe(15);
  });
});

describe('E4: scenarios #1 and #2: 13 turns each; #3, the campaign, 67; #4 to #8 later (2.31)', () => {
  /** Each scenario's first and last turn on the campaign's Turn Column Track (turn 1 = 13 September). */
  const TURNS = { 'scenario-1': [1, 13], 'scenario-2': [1, 13], 'scenario-3': [1, 67], 'scenario-4': [15, 25], 'scenario-5': [26, 37], 'scenario-6': [38, 50], 'scenario-7': [14, 26], 'scenario-8': [60, 67] } as const;
  it.each(SOS_SCENARIO_IDS)('%s plays its turns and no other', (id) => {
    const [first, last] = TURNS[id];
    expect([SOS_SCENARIOS[id].firstTurn, SOS_SCENARIOS[id].lastTurn]).toEqual([first, last]);
    expect(turnPlan(id, first - 1)).toBeUndefined();
    expect(turnPlan(id, last + 1)).toBeUndefined();
    expect(turnPlan(id, first + 0.5)).toBeUndefined();
    expect(turnPlan(id, first)).toBeDefined();
    expect(turnPlan(id, last)).toBeDefined();
  });

  it('offers the eight scenarios of 2.31, #4 to #8 on dates that hold what the text states of them', () => {
    expect(SOS_SCENARIO_IDS.map((id) => SOS_SCENARIOS[id].number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const days = (id: (typeof SOS_SCENARIO_IDS)[number]) => [dayOfTurn(id, SOS_SCENARIOS[id].firstTurn), dayOfTurn(id, SOS_SCENARIOS[id].lastTurn)];
    // SoS 16.84: the 273 NKVD Regiment enters on 4 October in #4
    expect(days('scenario-4')).toEqual([{ month: 9, day: 27 }, { month: 10, day: 7 }]);
    // SoS 3.6: the 79th Infantry Division arrives on 20 and 28 October in #6
    expect(days('scenario-6')).toEqual([{ month: 10, day: 20 }, { month: 11, day: 1 }]);
    // the campaign's last day, 18 November, ends #8
    expect(days('scenario-8')[1]).toEqual({ month: 11, day: 18 });
  });

  it('dates turn n as 13 September plus n - 1 days (4.1)', () => {
    expect(dayOfTurn('scenario-1', 1)).toEqual({ month: 9, day: 13 });
    expect(dayOfTurn('scenario-1', 8)).toEqual({ month: 9, day: 20 });
    expect(dayOfTurn('scenario-2', 13)).toEqual({ month: 9, day: 25 });
    expect(dayOfTurn('scenario-1', 19)).toEqual({ month: 10, day: 1 });
    expect(dayOfTurn('scenario-1', 67)).toEqual({ month: 11, day: 18 });
  });

  it('counts twenty windows a turn, 260 a game of #1 or #2 and 1,340 of the campaign, each id once and of the envelope form', () => {
    for (const id of SOS_SCENARIO_IDS) {
      const all = scenarioWindows(id).map((w) => w.id);
      expect(all).toHaveLength((SOS_SCENARIOS[id].lastTurn - SOS_SCENARIOS[id].firstTurn + 1) * 20);
      expect(new Set(all).size).toBe(all.length);
      for (const w of all) expect(w).toMatch(WINDOW_ID_PATTERN);
    }
  });
});

describe('the windows of a turn by mail', () => {
  it('opens them in the order of the phases, the first placer of a bombardment first', () => {
    expect(windows(5).map((w) => w.name)).toEqual([...SOS_WINDOW_NAMES]);
    expect(windows(5).map((w) => w.id).slice(0, 4)).toEqual(['T05/german-administrative', 'T05/soviet-administrative', 'T05/german-bombardment-2', 'T05/soviet-bombardment-2']);
    expect(windows(5).filter((w) => w.phase === 9).map((w) => w.side)).toEqual(['soviet', 'german']);
  });

  it("closes each by one side's file: the side whose phase it is", () => {
    for (const w of windows(3)) {
      const p = SOS_PHASES[w.phase - 1]!;
      if (p.actor !== 'both') expect(w.side).toBe(p.actor);
    }
  });

  it('takes in each window only the orders of its phase', () => {
    expect(windowOf(3, 'german-administrative').accepts).toEqual(['endGame', 'withdraw', 'consolidate']);
    expect(windowOf(3, 'soviet-administrative').accepts).toEqual(['consolidate']);
    expect(windowOf(3, 'german-movement').accepts).toEqual(['enter', 'replace', 'dismount', 'remount', 'move', 'breakthrough', 'markAttack', 'join', 'build']);
    expect(windowOf(3, 'german-exploit-movement').accepts).not.toContain('enter'); // 8.46, 21.2: arrivals at the start of the Movement Phase
    expect(windowOf(3, 'soviet-reserves').accepts).toEqual(['move', 'join', 'build']);
    expect(windowOf(3, 'german-attack').accepts).toEqual(['attack']);
    for (const w of windows(3)) for (const k of w.accepts) expect(SOS_ORDER_KINDS).toContain(k);
    const used = new Set(windows(3).flatMap((w) => w.accepts));
    // `place` and `placeWork` are the set-up windows' (before the first turn, windows/setup), not a phase's
    expect(SOS_ORDER_KINDS.filter((k) => !used.has(k))).toEqual(['place', 'placeWork', 'repairTank', 'infiltrate']);
  });

  it('takes no Herman infiltration in scenarios #1 and #2: they end before 26 September (13.1)', () => {
    for (let t = 1; t <= 13; t++) expect(windowOf(t, 'soviet-exploit-attack').accepts).toEqual(['attack']);
    expect(notesOf(13, '15.declare')).toEqual(['no Herman infiltration attack before 26 September (SoS 13.1)']);
  });

  it('halves Soviet movement on 13 September only (8.03)', () => {
    expect(notesOf(1, '10.move')).toEqual(['13 September: all Soviet movement halved, reserves and exploit movement quartered (SoS 8.03)']);
    expect(notesOf(1, '4.move')).toHaveLength(1);
    expect(notesOf(1, '3.move')).toEqual([]);
    expect(notesOf(2, '10.move')).toEqual([]);
  });

  it('rolls German ammunition from 20 September (turn 8), Soviet never in these 13 turns (14.71)', () => {
    expect(notesOf(7, '1.server')).toEqual([]);
    expect(notesOf(8, '1.server')).toEqual(['German ammunition shortage roll (SoS 14.71, from 20 September)']);
    expect(notesOf(13, '1.server')).toHaveLength(1);
  });

  it('places tank repair on 16 September (turn 4) and every even turn after (16.72)', () => {
    const repair = Array.from({ length: 13 }, (_, i) => i + 1).filter((t) => notesOf(t, '10.start').some((n) => n.includes('16.72')));
    expect(repair).toEqual([4, 6, 8, 10, 12]);
  });

  it('passes the administrative, bombardment and reserves windows when there is nothing to decide, never a movement or attack window', () => {
    const passed = windows(2).filter((w) => w.passedWithoutChoice).map((w) => w.name);
    expect(passed).toEqual(SOS_WINDOW_NAMES.filter((n) => /administrative|bombardment|reserves/.test(n)));
  });

  it('describes a window as the service opens it', () => {
    const w = decisionWindow(windowOf(1, 'soviet-movement'), 1);
    expect(w.id).toBe('T01/soviet-movement');
    expect(w.waitingFor).toEqual(['soviet']);
    expect(w.description).toMatch(/^Soviet, phase 10, SoS 8\.0.*This turn: 13 September/);
  });
});

describe('walking a game from window to window', () => {
  it('starts at the first entry of turn 1, the German Administrative window', () => {
    expect(firstPosition('scenario-1')).toEqual({ turn: 1, entry: 0 });
    expect(entryAt('scenario-1', firstPosition('scenario-1'))).toMatchObject({ kind: 'window', id: 'T01/german-administrative' });
  });

  it('carries out the server steps between windows: after the Soviet Administrative window, the Administrative rolls', () => {
    const at = { turn: 1, entry: 2 };
    const next = toNextWindow('scenario-1', at);
    expect(next.automatic.map((a) => a.step)).toEqual(['1.server']);
    expect(next.window!.entry.id).toBe('T01/german-bombardment-2');
  });

  it('goes from phase 15 of one turn to the Administrative Phase of the next (4.1), and ends after turn 13', () => {
    const last = turnPlan('scenario-1', 3)!.length - 1;
    expect(nextPosition('scenario-1', { turn: 3, entry: last })).toEqual({ turn: 4, entry: 0 });
    const endOfTurn = toNextWindow('scenario-1', { turn: 3, entry: last - 1 });
    expect(endOfTurn.automatic.map((a) => [a.turn, a.step])).toEqual([[3, '15.resolve'], [3, '15.end']]);
    expect(endOfTurn.window!.entry.id).toBe('T04/german-administrative');
    expect(toNextWindow('scenario-1', { turn: 13, entry: last - 1 }).window).toBeNull();
  });

  it('visits every window of the game once, in order, walking from the start', () => {
    const seen: string[] = [];
    let pos: ReturnType<typeof nextPosition> = firstPosition('scenario-2');
    for (;;) {
      const { window } = toNextWindow('scenario-2', pos);
      if (!window) break;
      seen.push(window.entry.id);
      pos = nextPosition('scenario-2', window.at);
    }
    expect(seen).toEqual(scenarioWindows('scenario-2').map((w) => w.id));
  });
});
