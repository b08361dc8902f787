import { describe, expect, it } from 'vitest';
import { rulesets } from '#games';

/** "8-8-3", "?-?-6" (an untried Soviet unit, DoS 2.14), "6-7-4". */
const FACTORS = /(\d+|\?)-(\d+|\?)-\d+/;

const games = [
  { title: 'drive-on-stalingrad', scenario: 'operation-blue' },
  { title: 'campaign-to-stalingrad', scenario: 'fall-blau' },
];

describe('every template shows each unit with its factors', () => {
  for (const g of games) {
    const r = rulesets.find((x) => x.id === g.title)!;
    for (const setup of ['historical', 'players']) {
      it(`${g.title}, ${setup} set-up: the first window's template, for each side`, () => {
        const state = r.setup(g.scenario, { setup });
        for (const side of r.sides) {
          const units = r.template(state, side).units;
          const bare = units.filter((u) => !FACTORS.test(u.label)).map((u) => `${u.unit}: ${u.label}`);
          expect(bare).toEqual([]);
        }
        expect(r.sides.some((side) => r.template(state, side).units.length > 0)).toBe(true);
      });
    }
  }
});
