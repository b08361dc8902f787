import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ruleset, sub } from './attack-fixture';

/**
 * SoS 9.6, 9.41, 9.5 as properties: over a fragment with two attacked hexes (3127 and
 * 3130), any attack file the check accepts is adjudicated without throwing, whether the
 * defender's plan answers or the pause runs out, whatever the dice.
 */
const AT = {
  'sov-1-42g': '3127', 'sov-2-42g': '3127', 'sov-1-270-nkvd': '3130', 'sov-aa': '3130',
  'ger-71-5-191': '3128', 'ger-71-6-191': '3128', 'ger-295-1-516': '3129', 'ger-295-2-516': '3226', 'ger-stug-244': '3131', 'ger-16pg-pioneer': '3129',
};
const GERMANS = Object.keys(AT).filter((u) => u.startsWith('ger-'));
const HEXES = ['3128', '3129', '3226', '3131', '3127'];

const BY_HEX: Record<string, string[]> = {};
for (const u of GERMANS) (BY_HEX[AT[u as keyof typeof AT]] ??= []).push(u);
/** Mostly units firing from where they stand; now and then any units from any hex, which the check must refuse or take. */
const group = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...Object.keys(BY_HEX)).chain((h) => fc.record({ units: fc.subarray(BY_HEX[h]!, { minLength: 1 }), from: fc.constant(h) })) },
  { weight: 1, arbitrary: fc.record({ units: fc.uniqueArray(fc.constantFrom(...GERMANS), { minLength: 1, maxLength: 3 }), from: fc.constantFrom(...HEXES) }) },
);
const attackOrder = fc.record({
  target: fc.constantFrom('3127', '3127', '3130', '3129'),
  fire: fc.array(group, { minLength: 1, maxLength: 3 }),
  closeAssault: fc.boolean(),
  advance: fc.uniqueArray(fc.constantFrom(...GERMANS), { maxLength: 2 }),
}).map((a) => {
  // one unit at one target within an attack: the schema's own rule (9.18)
  const seen = new Set<string>();
  const fire = a.fire.map((g) => ({ units: g.units.filter((u) => !seen.has(u) && (seen.add(u), true)), from: g.from })).filter((g) => g.units.length > 0);
  const firing = new Set(fire.flatMap((g) => g.units));
  return { attack: { target: a.target, fire, ...(a.closeAssault ? { closeAssault: true as const } : {}), ...(a.advance.some((u) => firing.has(u)) ? { advance: a.advance.filter((u) => firing.has(u)) } : {}) } };
});
const dice = fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 40, maxLength: 40 });

describe('SoS 9.6: the attack window, any checked file', () => {
  it('a checked file is adjudicated without throwing, answered by the plan, by the defender\'s checked answer or by the default at the deadline; no two sides share a hex after it (9.8)', () => {
    fc.assert(fc.property(fc.oneof(fc.tuple(attackOrder), fc.tuple(attackOrder, attackOrder)), dice, fc.boolean(), fc.boolean(), (orders, rolls, plan, answer) => {
      const g = fragment(AT, ['3127', '3130'], plan ? { standing: { soviet: { defense: { policy: 'plan' } } } } : {});
      const s = sub('german', orders);
      if (ruleset.check(g, s).length > 0) return;
      let r = ruleset.adjudicate(g, [s], new FixedDice(rolls));
      if (r.state.pause && answer) {
        // the defender answers: every unit of each attacked hex fires at its first attacking hex, the check deciding
        const attacks = orders.map((o) => ({ hex: o.attack.target, fire: [{ units: Object.keys(AT).filter((u) => AT[u as keyof typeof AT] === o.attack.target), at: o.attack.fire[0]!.from }] }));
        const reply = sub('soviet', [{ defense: { attacks: attacks.filter((a, i) => attacks.findIndex((b) => b.hex === a.hex) === i) } }]);
        if (ruleset.check(r.state, reply).length === 0) r = ruleset.adjudicate(r.state, [reply], new FixedDice(rolls));
      }
      if (r.state.pause) r = ruleset.adjudicate(r.state, [], new FixedDice(rolls));
      expect(r.state.pause).toBeNull();
      const holders = new Map<string, Set<string>>();
      for (const [id, p] of Object.entries(r.state.state.pieces)) if (p.at) (holders.get(p.at) ?? holders.set(p.at, new Set()).get(p.at)!).add(id.slice(0, 3));
      for (const [hex, sides] of holders) expect(sides.size, hex).toBe(1);
    }), { numRuns: 150 });
  });

  it('the check accepts what it must: every German unit adjacent to a marked enemy hex, firing from where it stands, the other marked hex attacked too (9.61)', () => {
    const g = fragment(AT, ['3127', '3130']);
    const other = { attack: { target: '3130', fire: [{ units: ['ger-295-1-516'], from: '3129' }] } };
    fc.assert(fc.property(fc.uniqueArray(fc.constantFrom('ger-71-5-191', 'ger-71-6-191'), { minLength: 1 }), fc.boolean(), (units, close) => {
      const order = { attack: { target: '3127', fire: [{ units, from: '3128' }], ...(close ? { closeAssault: true } : {}) } };
      expect(ruleset.check(g, sub('german', [order, other]))).toEqual([]);
    }), { numRuns: 20 });
  });
});
