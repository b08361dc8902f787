import { FixedDice } from '#kernel/dice/fixed-dice';
import type { Submission, UnitOptions } from '#kernel/engine/ruleset';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
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
 * `t01-german-movement-under-of`: the same file with the Soviet reaction policy firing from
 * every hex a Soviet unit holds (11.1-11.11: each move run hex by hex, each hex checked
 * against each rule), one of the six moves changed to the first listed one that draws fire
 * (a clear hex in range and sight of a Soviet unit, 11.4), so that fire is rolled (die 6: no
 * effect, the move goes on).
 * `t01-german-attack`: the German Attack Phase with three attacks on marked hexes, the
 * defender's pause (9.7) answered by his standing plan: fire, results, losses, retreats, and
 * the NKVD regiment's reliability roll when it is fired upon (16.83).
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

  const underOf = withSovietFireEverywhere(g);
  const ofDice = () => new FixedDice(Array<number>(60).fill(6));
  // one fire shows to each side as its own event (the firer's, the mover's): count the firer's
  const fires = (f: Submission) => ruleset.adjudicate(underOf, [f], ofDice()).events.filter((e) => e.type === 'opportunity-fire' && (!e.visibleTo || e.visibleTo.includes('soviet'))).length;
  const ofFile = drawingFire(ruleset.options(underOf, side('german')), moves, (orders) => fires({ side: side('german'), orders }) > 0);
  if (!ofFile) throw new Error('no move of the bench\'s movement file draws opportunity fire');
  const ofSub: Submission = { side: side('german'), orders: ofFile };
  if (ruleset.check(underOf, ofSub).length > 0) throw new Error('the bench\'s movement file under opportunity fire is refused');
  const underFire = await measure(() => ruleset.adjudicate(underOf, [ofSub], ofDice()), { warmup: 3, runs: 20, maxMs: 6_000 });

  const at = Object.fromEntries(ATTACKS.flatMap((a) => [...a.defenders.map((u) => [u, a.target]), ...a.attackers.map((u) => [u, a.from])]));
  const attack = fragment(at, ATTACKS.map((a) => a.target), { standing: { soviet: { defense: { policy: 'plan' } } } });
  const orders = ATTACKS.map((a) => ({ attack: { target: a.target, fire: [{ units: a.attackers, from: a.from }] } }));
  // SoS 16.83: the 270 NKVD Regiment fired upon rolls for its reliability once, each unit a d10 (5: it stays)
  const reliability = ATTACKS.flatMap((a) => a.defenders.filter((u) => u.endsWith('-nkvd')).map((u) => [`${W}/${a.target}/nkvd-reliability/${u}`, 5]));
  const dice = () => new FixedDice(Object.fromEntries([...ATTACKS.flatMap((a) => [[`${W}/${a.target}/df/${a.from}`, 10], [`${W}/${a.target}/attack`, 4]]), ...reliability]));
  const done = attackRuleset.adjudicate(attack, [sub('german', orders)], dice());
  if (done.events.filter((e) => e.type === 'attack').length !== ATTACKS.length) throw new Error('the bench\'s attacks were not all resolved');
  const attackPhase = await measure(() => attackRuleset.adjudicate(attack, [sub('german', orders)], dice()), { warmup: 3, runs: 20, maxMs: 6_000 });
  return [
    { name: 'sos.adjudicate.t01-german-movement', value: round(movement.median), unit: 'ms' },
    { name: 'sos.adjudicate.t01-german-movement.moves', value: moves.length, unit: 'count' },
    { name: 'sos.adjudicate.t01-german-movement-under-of', value: round(underFire.median), unit: 'ms' },
    { name: 'sos.adjudicate.t01-german-movement-under-of.fires', value: fires(ofSub), unit: 'count' },
    { name: 'sos.adjudicate.t01-german-attack', value: round(attackPhase.median), unit: 'ms' },
  ];
}

/** The position with a Soviet reaction policy of one opportunity-fire rule per hex a Soviet unit holds (no zone, any target). */
function withSovietFireEverywhere(g: SosGame): SosGame {
  const hexes = [...new Set(Object.entries(g.state.pieces).flatMap(([id, p]) => (id.startsWith('sov-') && p.at && /^\d{4}$/.test(p.at) ? [p.at] : [])))].sort();
  return { ...g, standing: { ...g.standing, soviet: { ...g.standing.soviet, opportunityFire: hexes.map((hex) => ({ hex })) } } };
}

type Move = { move: { units: string[]; path: string[] } };

/** The file with one move changed: the first unit's (in the file's order) first listed move, ending where no other move ends, that draws fire. */
function drawingFire(options: readonly UnitOptions[], moves: readonly Move[], draws: (orders: Move[]) => boolean): Move[] | null {
  for (const [i, m] of moves.entries()) {
    const unit = m.move.units[0]!;
    const ends = new Set(moves.filter((_x, k) => k !== i).map((x) => x.move.path.at(-1)!));
    for (const to of options.find((o) => o.unit === unit)?.moves ?? []) {
      if (ends.has(to.hex) || to.path.length < 2) continue;
      const orders = moves.map((x, k) => (k === i ? { move: { units: [unit], path: to.path } } : x));
      if (draws(orders)) return orders;
    }
  }
  return null;
}
