import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { hexId, side as asSide } from '#kernel/ids';
import type { GameEvent } from '#kernel/engine/events';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { withOverruns } from '#games/campaign-to-stalingrad/overrun-options';
import { templateFor } from '#games/campaign-to-stalingrad/template';
import { ferriesOpenTo } from '#games/campaign-to-stalingrad/rules/movement/ferry';
import { transportStep } from '#games/campaign-to-stalingrad/rules/supply/transport-path';
import { defaultSetupLosses, setupLossProblems } from '#games/campaign-to-stalingrad/setup/setup-losses';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { tinyWorld } from './support/tiny-world';
import { realBundle } from './support/real-bundle';

/**
 * A second reading of the Operation Uranus opening option (CtS 36.6, 4.7, 36.1(4)) and of the
 * three ferry sites engine cts-7 added (4.4.3, 4.4.4, 16.9), case by case; each case is a row
 * (UO1 ...) of "Reading of the Uranus opening option (36.6) and the ferry sites of engine cts-7
 * (4.4.3, 4.4.4)" in docs/rules-audit-campaign-to-stalingrad.md. A row that disagrees is an
 * `it.fails`, with its preconditions checked by a passing test beside it.
 */
const ctx = createContext(realBundle);
const soviet = asSide('soviet');
const dice = () => FixedDice.mixed({}, Array(800).fill(3));

/** Plays Operation Uranus with empty files (the files of `files` where given) up to the window `id`. */
function uranusTo(id: string, options: Record<string, unknown> = {}, files: Record<string, { orders?: unknown[]; standing?: unknown }> = {}) {
  let state = cts.setup('operation-uranus', options);
  const d = dice();
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 10 && cts.window(state)!.id !== id; guard++) {
    const w = cts.window(state)!;
    const r = cts.adjudicate(state, w.waitingFor.map((x) => ({ side: x, orders: [], ...(files[w.id] && x === soviet ? files[w.id] : {}) })), d);
    state = r.state;
    events.push(...r.events);
  }
  expect(cts.window(state)!.id).toBe(id);
  return { state, events };
}

describe('UO14 CtS 4.7 in the opening window of uranusOpening: overrun-holes: what the players are offered against what check() takes', () => {
  const shq = { id: 'shq', side: 'soviet' as const, type: 'army-hq', faces: ['1-1-8'], hex: '1512', activated: true };
  const tank = (id: string, hex: string) => ({ id, side: 'soviet' as const, type: 'tank', faces: ['7-6-10', '4-3-10'], hex });
  const weakRumanian = { id: 'rum', side: 'axis' as const, type: 'infantry', faces: ['3-4-4', '1-1-4'], hex: '1507', steps: 1 };
  const opening = () => {
    const { ctx: c, state } = tinyWorld({ units: [shq, tank('t1', '1508'), tank('t2', '1607'), tank('t3', '1410'), weakRumanian] });
    return { c, state: { ...state, scenario: 'operation-uranus', turn: 49, phasing: 'soviet', phase: 'movement' } as CtsState };
  };
  it('UO14 (preconditions): check() takes the overrun of 1507 by the two tanks already next to it, and the template names it', () => {
    const { c, state } = opening();
    expect(checkSubmission(c, state, { side: soviet, orders: [CtsOrderSchema.parse({ overrun: { target: '1507', units: ['t1', 't2'] } })] })).toEqual([]);
    expect(templateFor(c, state, 'soviet').notes.some((n) => n.startsWith('may overrun 1507 now'))).toBe(true);
  });
  // audit row UO14: withOverruns lists overruns only for units with `moves`, and no unit has moves before an overrun is declared
  it('UO14 (differs, fixed): the listing for players (optionsForPlayers: withOverruns) offers the overrun of 1507 that check() takes and the template names', () => {
    const { c, state } = opening();
    const listed = withOverruns(c, state, 'soviet', unitOptions(c, state, 'soviet'));
    expect(listed.filter((o) => (o.overruns ?? []).some((x) => x.target === '1507')).map((o) => o.unit).sort()).toEqual(['t1', 't2']);
  });
});

describe('UO13 CtS 36.1(4): "The Soviet Player must reduce his units by [Change] 30 steps before beginning play" (uranusOpening: overrun-holes)', () => {
  /** A list of 30 that keeps 36.1(4) and differs from the default by one unit of the same army. */
  const otherList = (): string[] => {
    const scenario = ctx.scenarios.get('operation-uranus')!;
    const base = defaultSetupLosses(ctx, scenario);
    const atStart = scenario.setup.map((p) => p.unit);
    for (const [i, id] of base.entries()) {
      const army = ctx.units.get(id)!.army;
      const swap = atStart.find((u) => !base.includes(u) && ctx.units.get(u)!.side === 'soviet' && ctx.units.get(u)!.army === army && ctx.units.get(u)!.faces.length >= 2);
      if (swap) return base.map((x, j) => (j === i ? swap : x));
    }
    return base;
  };
  it('UO13 (preconditions): the other list keeps 36.1(4), and the opening Movement Phase is played before the Combat window', () => {
    const list = otherList();
    expect(setupLossProblems(ctx, ctx.scenarios.get('operation-uranus')!, list)).toEqual([]);
    expect(list).not.toEqual(defaultSetupLosses(ctx, ctx.scenarios.get('operation-uranus')!));
    expect(cts.window(cts.setup('operation-uranus', { uranusOpening: 'overrun-holes' }))!.id).toBe('T49/soviet-movement');
  });
  // audit row UO13: setupLossesInFirstWindow asks only for turn 49, the Soviet phasing and no battle fought; a Movement Phase (with its overruns) has been played
  it('UO13 (differs, fixed): a list of set-up losses sent in the turn-49 Combat window, after the opening Movement Phase has been played, is not taken', () => {
    const { events } = uranusTo('T50/axis-movement', { uranusOpening: 'overrun-holes' }, { 'T49/soviet-combat': { standing: { setupLosses: otherList() } } });
    expect(events.filter((e) => e.type === 'setup-losses')).toEqual([]);
  });
  it('UO13 (the fix): the same list sent in the opening Movement window is taken there, before any overrun is declared', () => {
    const list = otherList();
    const { events } = uranusTo('T49/soviet-combat', { uranusOpening: 'overrun-holes' }, { 'T49/soviet-movement': { standing: { setupLosses: list } } });
    expect(events.filter((e) => e.type === 'setup-losses').map((e) => (e as { units?: string[] }).units)).toEqual([list]);
  });
});

describe('UO15 CtS 4.4.4 in Operation Uranus: "this reduced cost does not go into effect until the turn after the player controls both hexes on each side of the crossing"', () => {
  it('UO15: the Soviet holds both banks of the Don ferry 3518|3617 from the start of turn 49; with uranusOpening: overrun-holes it is his on turn 50', () => {
    const start = cts.setup('operation-uranus');
    expect([start.control['3518'], start.control['3617']]).toEqual(['soviet', 'soviet']);
    expect(cts.map!.hexsides['3518|3617']).toContain('ferry');
    expect(ferriesOpenTo(uranusTo('T50/soviet-movement', { uranusOpening: 'overrun-holes' }).state, 'soviet').has('3518|3617')).toBe(true);
  });
  it('UO15: by the default opening (uranusOpening: combat) the Soviet also crosses 3518|3617 at +1 on turn 50, the turn after turn 49: the Axis Movement Phase of turn 50 dates the control it first sees from turn 49, for either side', () => {
    const { state } = uranusTo('T50/soviet-movement');
    expect(state.ferries?.['3518|3617']).toEqual({ side: 'soviet', since: 49 });
    expect(ferriesOpenTo(state, 'soviet').has('3518|3617')).toBe(true);
  });
});

describe('UO16-UO21 CtS 4.4.3, 4.4.4, 16.9: the three crossings engine cts-7 draws as ferry sites', () => {
  const hexsides = cts.map!.hexsides as Record<string, readonly string[]>;
  const roadsOf = (h: string, not: string) => Object.entries(hexsides).filter(([k, f]) => k !== not && k.split('|').includes(h) && f.includes('road')).map(([k]) => k);
  for (const key of ['3047|3048', '3646|3647', '4040|4140']) {
    it(`UO16, UO18: ${key} is a major river hexside no road crosses (no bridge, 4.4.3), and a road begins and ends in the hex on each side (4.4.4)`, () => {
      expect([...hexsides[key]!].sort()).toEqual(['ferry', 'major-river', 'rail-secondary']);
      for (const h of key.split('|')) expect([h, roadsOf(h, key).length > 0]).toEqual([h, true]);
    });
    it(`UO21: 16.9 "a road which ends and begins at each side of a Major ... River hexside is considered an uninterrupted road path": ${key} counts 1/2 a hex and is an unbridged river for the multiples`, () => {
      const [a, b] = key.split('|') as [string, string];
      expect(transportStep(ctx.map.hexside(hexId(a), hexId(b)))).toEqual({ length: 0.5, river: true });
    });
  }
  it('UO22: 36.0 "reached the Don River bridge at Kalach": the road still crosses the Don at Kalach (4213|4214)', () => {
    expect(hexsides['4213|4214']).toEqual(expect.arrayContaining(['major-river', 'road']));
  });
});
