import { describe, expect, it } from 'vitest';
import { riverBenefit } from '#games/campaign-to-stalingrad/rules/combat/strength';
import { stepCost } from '#games/campaign-to-stalingrad/rules/movement/step-cost';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { inRiverSeason, riverSeason, sideInSeason } from '#games/campaign-to-stalingrad/rules/rivers/river-in-season';
import { transportStep } from '#games/campaign-to-stalingrad/rules/supply/transport-path';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { hexId } from '#kernel/ids';
import { isProhibited, type StepVerdict } from '#kernel/movement/path';
import type { Participant } from '#games/campaign-to-stalingrad/rules/combat/participants';
import { tinyWorld, type TinySpec } from './support/tiny-world';

/** A fragment whose scenario plays Section II (26.0 is a Section II rule), or only Section I. */
function world(hexsides: Record<string, string[]>, sectionTwo = true, more: Partial<TinySpec> = {}) {
  return tinyWorld({ hexsides, units: [], scenario: sectionTwo ? { sections: [2] } : {}, ...more });
}

const cost = (v: StepVerdict): number | string => (isProhibited(v) ? v.code : v.cost);

/** What a motorized Axis unit with 8 MP starting at 1510 pays to step into 1509 on `turn`. */
function crossing(side: string[], turn: number, sectionTwo = true, terrain: Record<string, string> = {}): number | string {
  const { ctx: printed, state: s0 } = world({ '1509|1510': side }, sectionTwo, { terrain });
  const state = { ...s0, turn };
  const ctx = inRiverSeason(printed, state);
  const occ = occupancy(ctx, state);
  const step = stepCost(ctx, occ, bondsOf(ctx, state, 'soviet', occ), { side: 'axis', motorized: true, nationality: 'german', allowance: 8, start: hexId('1510') });
  return cost(step(hexId('1510'), hexId('1509')));
}

describe('Rivers in Winter (CtS 26.0)', () => {
  it('the rivers are open until turn 52, frozen from turn 52, and the Volga too from turn 58', () => {
    const { ctx, state } = world({});
    expect([51, 52, 57, 58, 62].map((turn) => riverSeason(ctx, { ...state, turn }))).toEqual(['open', 'rivers-frozen', 'rivers-frozen', 'volga-frozen', 'volga-frozen']);
  });

  it('a game of Section I only never freezes its rivers: the printed context itself', () => {
    const { ctx, state } = world({ '1509|1510': ['major-river'] }, false);
    expect(riverSeason(ctx, { ...state, turn: 60 })).toBe('open');
    expect(inRiverSeason(ctx, { ...state, turn: 60 })).toBe(ctx);
    expect(crossing(['major-river'], 60, false)).toBe(1 + 4);
  });

  it('"A frozen Major River takes on the properties of a Minor River (+1/+2 MP)": motorized +4 on turn 51, +2 on turn 52', () => {
    expect(crossing(['major-river'], 51)).toBe(1 + 4);
    expect(crossing(['major-river'], 52)).toBe(1 + 2);
  });

  it('"There is no effect due to Minor Rivers freezing": +2 motorized before and after', () => {
    expect(crossing(['minor-river'], 51)).toBe(1 + 2);
    expect(crossing(['minor-river'], 60)).toBe(1 + 2);
  });

  it('the Volga costs the entire allowance until turn 58, then +1/+2 as a Minor River', () => {
    expect(crossing(['volga'], 57)).toBe(8);
    expect(crossing(['volga'], 58)).toBe(1 + 2);
  });

  it('"Marsh hexes are not affected by winter": leaving or entering marsh costs the same on turn 60', () => {
    expect(crossing([], 60, true, { '1509': 'marsh' })).toBe(crossing([], 40, true, { '1509': 'marsh' }));
  });

  it('a frozen Major River gives the defender the Minor River\'s one column shift, not the doubled defense (11.1, 26.0)', () => {
    const { ctx: printed, state } = world({ '1509|1510': ['major-river'] });
    const attacker = { hex: hexId('1510') } as Participant;
    const open = riverBenefit(inRiverSeason(printed, { ...state, turn: 51 }), [attacker], [hexId('1509')]);
    const frozen = riverBenefit(inRiverSeason(printed, { ...state, turn: 52 }), [attacker], [hexId('1509')]);
    expect(open?.label).toMatch(/Major river: defense x2/);
    expect(frozen?.shifts).toHaveLength(1);
    expect(frozen?.label).not.toMatch(/Major/);
  });

  it('a frozen river keeps its name for where it runs, loses its ferry for movement and keeps the road path for Transport (4.4.4, 16.9)', () => {
    expect(sideInSeason(['major-river', 'ferry', 'road'], 'rivers-frozen')).toEqual(['minor-river', 'frozen-major-river', 'frozen-ferry', 'road']);
    expect(sideInSeason(['volga'], 'rivers-frozen')).toEqual(['volga']);
    expect(sideInSeason(['volga'], 'volga-frozen')).toEqual(['minor-river', 'frozen-volga']);
    expect(transportStep(sideInSeason(['major-river', 'ferry'], 'rivers-frozen'))).toEqual({ length: 0.5, river: true });
  });
});
