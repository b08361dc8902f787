import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { Submission } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { ruleset } from './movement-window-fixture';

const sub = (s: string, orders: unknown[] = []): Submission => ({ side: side(s), orders });

/** The plain start walked with empty files to a window. */
function gameAt(id: string): SosGame {
  let g = ruleset.setup('scenario-1');
  while (ruleset.window(g)!.id !== id) g = ruleset.adjudicate(g, [sub(ruleset.window(g)!.waitingFor[0]!)], new FixedDice([])).state;
  return g;
}

describe('the options of a movement window (UnitOptions.moves)', () => {
  const g = gameAt('T01/german-movement');
  let listed: ReturnType<typeof ruleset.options> | null = null;
  const germanOptions = () => (listed ??= ruleset.options(g, side('german')));

  it('every destination listed, sent as a move, passes the check (a sample of every unit\'s list)', () => {
    const options = germanOptions();
    const moves = options.flatMap((o) => (o.moves ?? []).map((m) => ({ unit: o.unit, ...m })));
    expect(options.length).toBeGreaterThan(5);
    expect(moves.length).toBeGreaterThan(50);
    const sample = moves.filter((_m, i) => i % 5 === 0);
    for (const m of sample) {
      const issues = ruleset.check(g, sub('german', [{ move: { units: [m.unit], path: m.path } }]));
      expect({ m, issues }).toEqual({ m, issues: [] });
    }
  });

  it('so do the Soviet\'s in his Movement Phase 10 on 13 September (8.03), the units in the East Bank box crossing the Volga (8.44)', () => {
    const s = gameAt('T01/soviet-movement');
    const options = ruleset.options(s, side('soviet'));
    const moves = options.flatMap((o) => (o.moves ?? []).map((m) => ({ unit: o.unit, ...m })));
    expect(moves.some((m) => m.path.length > 1 && options.find((o) => o.unit === m.unit)!.hex.startsWith('EB-'))).toBe(true);
    for (const m of moves.filter((_m, i) => i % 7 === 0)) {
      const issues = ruleset.check(s, sub('soviet', [{ move: { units: [m.unit], path: m.path } }]));
      expect({ m, issues }).toEqual({ m, issues: [] });
    }
  });

  it('the dearest destination\'s path ends at it, at a cost above nothing', () => {
    const options = germanOptions();
    const unit = options.find((o) => (o.moves ?? []).length > 0)!;
    const dearest = [...unit.moves!].sort((a, b) => b.cost - a.cost)[0]!;
    expect(dearest.path.at(-1)).toBe(dearest.hex);
    expect(dearest.cost).toBeGreaterThan(0);
  });

  it('the template of the window lists the units with their moves and an example order the check accepts', () => {
    const t = ruleset.template(g, side('german'));
    expect(t.units.length).toBe(germanOptions().length);
    expect(t.exampleOrders).toHaveLength(1);
    expect(ruleset.check(g, sub('german', t.exampleOrders))).toEqual([]);
  });

  it('the Soviet has no options in the German window, and the German none in a window that is not a movement one', () => {
    expect(ruleset.options(g, side('soviet'))).toEqual([]);
    // the set-up window lists where units may set up, not moves (view-template.test.ts)
    expect(ruleset.options(ruleset.setup('scenario-1'), side('soviet')).every((o) => o.moves === undefined)).toBe(true);
  });

  it('the game\'s check puts each issue at its order\'s place in the file, and the adjudication moves the unit', () => {
    const o = germanOptions().find((x) => (x.moves ?? []).length > 0)!;
    const m = o.moves![0]!;
    const issues = ruleset.check(g, sub('german', [{ move: { units: [o.unit], path: [...m.path, '9999'] } }]));
    expect(issues.map((i) => [i.code, i.path.join('.')])).toEqual([['off-map', `orders.0.move.path.${m.path.length}`]]);
    const r = ruleset.adjudicate(g, [sub('german', [{ move: { units: [o.unit], path: m.path } }])], new FixedDice([]));
    expect(r.state.state.pieces[o.unit]!.at).toBe(m.hex);
    expect(r.events[0]).toMatchObject({ type: 'moved', units: [o.unit], to: m.hex });
  });
});
