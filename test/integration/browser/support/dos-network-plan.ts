import { rulesets } from '#games';
import type { DosState } from '#games/drive-on-stalingrad';
import { FixedDice } from '#kernel/dice';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';

const r = rulesets.find((x) => x.id === 'drive-on-stalingrad')! as Ruleset<DosState>;
const SOVIET = 'soviet' as Side;
const DICE = () => new FixedDice(Array.from({ length: 4000 }, (_, i) => (i % 6) + 1));
const empty = (s: DosState): DosState => r.adjudicate(s, r.window(s)!.waitingFor.map((side) => ({ side, orders: [] })), DICE()).state;

/**
 * A supply marker (DoS 7.14) offered in Operation Uranus's GT2 Soviet opening. A town
 * qualifies only once the side holds one off its network: at the start every town a side
 * holds is on it, and in Operation Blue no Soviet town is within reach of a German move in
 * GT1 or GT2. In Operation Uranus the Soviet moves first, so his GT1 movement moves one unit
 * into a German-held town it may reach, chosen here in memory as the first whose capture
 * makes it a candidate in his GT2 opening (friendly held, a supply path of seven hexes or less
 * to his network). The other windows are answered with no orders (no die is read before), so
 * the server's game, sent the same orders, reaches the same position.
 */
export function networkPlan(): { move: unknown; town: string } {
  let state = r.setup('operation-uranus');
  while (r.window(state)!.id !== 'T01/soviet-movement') state = empty(state);
  const towns = new Set(Object.entries(r.map!.hexes).filter(([, h]) => (h.features ?? []).some((f: string) => f === 'town' || f === 'city')).map(([id]) => id));
  for (const u of r.options(state, SOVIET)) {
    for (const m of (u.moves ?? []).filter((x) => towns.has(x.hex))) {
      const move = { move: { unit: u.unit, path: m.path } };
      if (r.check(state, { side: SOVIET, orders: [move] }).length > 0) continue;
      let s = r.adjudicate(state, [{ side: SOVIET, orders: [move] }], DICE()).state;
      while (r.window(s) && r.window(s)!.id !== 'T02/soviet') s = empty(s);
      if ((r.sideOptions!(s, SOVIET).network ?? []).includes(m.hex as never)) return { move, town: m.hex };
    }
  }
  throw new Error('no town the Soviet may take in his GT1 movement of Operation Uranus qualifies as a supply marker in GT2');
}
