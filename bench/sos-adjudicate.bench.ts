import { FixedDice } from '#kernel/dice/fixed-dice';
import type { Submission } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import { fragment, ruleset as attackRuleset, sub } from '../test/games/streets-of-stalingrad/attack-fixture';
import { sosRuleset } from '../test/games/streets-of-stalingrad/game-fixture';
import type { Figure } from './support/figure';
import { measure } from './support/measure';
import { sosWindow } from './sos-options.bench';
import { round } from './support/stats';

const W = 'T01/german-attack';
/** Three attacks on three marked hexes, each by two companies from the hex beside it (9.6). */
const ATTACKS = [
  { target: '3127', from: '3128', defenders: ['sov-1-42g', 'sov-2-42g'], attackers: ['ger-71-5-191', 'ger-71-6-191'] },
  { target: '0529', from: '0528', defenders: ['sov-3-42g'], attackers: ['ger-295-1-516', 'ger-295-2-516'] },
  { target: '1029', from: '1028', defenders: ['sov-1-270-nkvd', 'sov-2-270-nkvd'], attackers: ['ger-295-hiwi', 'ger-71-ii-191-mortar'] },
];

/**
 * sos.adjudicate.*: one Streets of Stalingrad window adjudicated, as the referee does it on a
 * turn file. `t01-german-movement`: scenario #1 turn 1's German Movement Phase with a move for
 * each of six units (the cheapest listed destination that no earlier move ends in).
 * `t01-german-attack`: the German Attack Phase with three attacks on marked hexes, the
 * defender's pause (9.7) answered by his standing plan: fire, results, losses, retreats.
 */
export async function run(): Promise<Figure[]> {
  const ruleset = sosRuleset();
  const g = sosWindow('T01/german-movement');
  const used = new Set<string>();
  const moves = ruleset.options(g, side('german')).flatMap((o) => {
    const m = (o.moves ?? []).find((x) => !used.has(x.hex) && x.path.length > 1);
    if (!m || used.size >= 6) return [];
    used.add(m.hex);
    return [{ move: { units: [o.unit], path: m.path } }];
  });
  const file: Submission = { side: side('german'), orders: moves };
  if (ruleset.check(g, file).length > 0) throw new Error('the bench\'s movement file is refused');
  const movement = await measure(() => ruleset.adjudicate(g, [file], new FixedDice([])), { warmup: 3, runs: 20, maxMs: 6_000 });

  const at = Object.fromEntries(ATTACKS.flatMap((a) => [...a.defenders.map((u) => [u, a.target]), ...a.attackers.map((u) => [u, a.from])]));
  const attack = fragment(at, ATTACKS.map((a) => a.target), { standing: { soviet: { defense: { policy: 'plan' } } } });
  const orders = ATTACKS.map((a) => ({ attack: { target: a.target, fire: [{ units: a.attackers, from: a.from }] } }));
  const dice = () => new FixedDice(Object.fromEntries(ATTACKS.flatMap((a) => [[`${W}/${a.target}/df/${a.from}`, 10], [`${W}/${a.target}/attack`, 4]])));
  const done = attackRuleset.adjudicate(attack, [sub('german', orders)], dice());
  if (done.events.filter((e) => e.type === 'attack').length !== ATTACKS.length) throw new Error('the bench\'s attacks were not all resolved');
  const attackPhase = await measure(() => attackRuleset.adjudicate(attack, [sub('german', orders)], dice()), { warmup: 3, runs: 20, maxMs: 6_000 });
  return [
    { name: 'sos.adjudicate.t01-german-movement', value: round(movement.median), unit: 'ms' },
    { name: 'sos.adjudicate.t01-german-movement.moves', value: moves.length, unit: 'count' },
    { name: 'sos.adjudicate.t01-german-attack', value: round(attackPhase.median), unit: 'ms' },
  ];
}
