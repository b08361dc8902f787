import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';

/**
 * Second reading of the Caucasus orders (34.1-34.9 as a cts-6 Campaign Game plays them):
 * docs/rules-audit-campaign-to-stalingrad.md, "Reading of the Caucasus orders (34, as played)".
 * Each `it.fails` is a row where the code differs from the rulebook text: it fails today and
 * passes once the code follows the text. The fragment is the box battles' (examples.caucasus-box-battles):
 * south edge row 20, the Axis gates (4737-4728 on the printed map) 2008-2012.
 */
const SECTION_III = { sections: [2, 3] } as TinySpec['scenario'];
const GATES = ['2008', '2009', '2010', '2011', '2012'];
const ger = (id: string, extra: Partial<TinyUnit> = {}): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['8-7-4', '4-4-4'], hex: '2010', ...extra });
const guards = (id: string, extra: Partial<TinyUnit> = {}): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['8-6-4', '4-3-4'], hex: '2005', ...extra });
const guardsHq: TinyUnit = { id: 'ghq', side: 'soviet', type: 'army-hq', branch: 'guard', faces: ['0-1-6'], hex: '2005', activated: true };

/** The Soviet's Combat Phase of turn 5, `boxes` giving each unit's box (the others on the map), the Axis marker on Kuban Steppes. */
function world(units: TinyUnit[], boxes: Record<string, OffMapBox>): { ctx: CtsContext; state: CtsState } {
  const w = tinyWorld({ units, scenario: SECTION_III, engine: 'cts-6' });
  const display = w.ctx.caucasusDisplay!;
  const ctx: CtsContext = { ...w.ctx, caucasusDisplay: { ...display, caucasus: display.caucasus.map((s, i) => (i === 0 ? { ...s, axisHexes: GATES } : s)) } };
  const placed = Object.fromEntries(Object.entries(w.state.units).map(([id, u]) => [id, boxes[id] ? unitWith(u, { where: 'off-map', leftMapTurn: 1, box: boxes[id] }) : u]));
  return { ctx, state: { ...w.state, units: placed, turn: 5, phasing: 'soviet', phase: 'combat', caucasusMarkers: { caucasus: 'kuban-steppes' } } };
}
const dice = () => new FixedDice({ 't/1/white#1': 3, 't/1/white#2': 3, 't/1/black': 5 });
const expel = { boxAttack: { box: 'caucasus' as const, attackers: ['gd1', 'gd2'], maximumEffort: 0 as const } };
const inBox = { gi1: 'caucasus', gd1: 'caucasus', gd2: 'caucasus', ghq: 'caucasus' } as const;
const of = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);

/** The hexes the 34.5 expulsion retreats gi1 through, with nothing in its way. */
function freePath(): string[] {
  const { ctx, state } = world([ger('gi1'), guards('gd1'), guards('gd2'), guardsHq], inBox);
  const [r] = of(applyOrder(ctx, state, 'soviet', expel, 0, dice(), 't').events, 'retreat');
  return r!.path as string[];
}

describe('CtS 34.5 with 12.1: the Axis expelled from the Caucasus Box retreats as 12.1 retreats', () => {
  it('the free expulsion retreats gi1 two hexes north through its gate (the passing baseline)', () => {
    const path = freePath();
    expect(path).toHaveLength(2);
    expect(path[1]!.slice(0, 2)).toBe('18');
  });

  it('W23: "Units may never Retreat into or through enemy units": the retreat does not pass a Soviet unit one hex north of the gate', () => {
    const [first] = freePath();
    const { ctx, state } = world([ger('gi1'), guards('gd1'), guards('gd2'), guardsHq, guards('block', { hex: first! })], inBox);
    const r = applyOrder(ctx, state, 'soviet', expel, 0, dice(), 't');
    const passed = of(r.events, 'retreat').flatMap((e) => e.path as string[]);
    // fixed: before, gi1 retreated through the Soviet unit's hex to the hex beyond it
    expect(passed).not.toContain(first);
  });

  it('W24: "through any hex from 4737 to 4728": with Soviet units two hexes north of its gate, gi1 retreats through another gate instead of being eliminated', () => {
    const [, end] = freePath();
    const { ctx, state } = world([ger('gi1'), guards('gd1'), guards('gd2'), guardsHq, guards('block', { hex: end! })], inBox);
    const r = applyOrder(ctx, state, 'soviet', expel, 0, dice(), 't');
    // fixed: before, it was eliminated to the Cadre Box, though the other gates led two hexes north into empty hexes
    expect(r.state.units.gi1!.where).toBe('map');
  });
});
