import { rulesetFor } from '#games';
import { sha256Hex } from '#kernel/canonical/hash';
import { StepDice } from '#kernel/dice';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import { failingOrderIndexes } from '../../test/e2e/support/failing-orders';
import { dosDistanceField } from '../../test/e2e/support/hex-distance';
import { ATTACK_EVERYTHING } from '../../test/e2e/support/plan-attacks';
import { MOVE_EVERYTHING } from '../../test/e2e/support/plan-moves';
import { scriptedOrders } from '../../test/e2e/support/scripted-player';

const GERMAN = 'german' as Side;

/** Fixed dice for a window: StepDice keyed with hashes of the window id (no game, no chain needed). */
const diceFor = (window: string) => new StepDice({ seedHex: sha256Hex(`bench seed ${window}`), ctxHex: sha256Hex(`bench ctx ${window}`) });

/**
 * The German player turn of Operation Blue's first game turn, every German unit that can
 * act ordered: in the opening window every unit that can attack attacks, then in the
 * movement window every unit that can move moves (orders from the scripted player,
 * options() and check() only; any order check() refuses is left out). `play()` adjudicates
 * both windows from the set-up with fresh fixed dice, as the service does, and returns the
 * state after the turn.
 */
export function germanTurn() {
  const ruleset: Ruleset = rulesetFor('drive-on-stalingrad')!;
  const start = ruleset.setup('operation-blue');
  const legal = (state: unknown): unknown[] => {
    const window = ruleset.window(state);
    if (!window || !window.waitingFor.includes(GERMAN)) throw new Error(`expected a German window, got ${window?.id ?? 'the end'}`);
    const enemy = ruleset.options(state, 'soviet' as Side).map((u) => u.hex as string);
    let orders = scriptedOrders(
      { accepts: window.accepts, options: ruleset.options(state, GERMAN), enemyDistance: dosDistanceField(enemy) },
      { attack: ATTACK_EVERYTHING, move: MOVE_EVERYTHING },
    );
    for (let attempt = 0; attempt < 8; attempt++) {
      const failing = failingOrderIndexes(ruleset.check(state, { side: GERMAN, orders }));
      if (!failing) break;
      orders = orders.filter((_, i) => !failing.has(i));
    }
    return orders;
  };
  const windows: { id: string; orders: unknown[] }[] = [];
  let state: unknown = start;
  for (let i = 0; i < 2; i++) {
    const id = ruleset.window(state)!.id;
    const orders = legal(state);
    windows.push({ id, orders });
    state = ruleset.adjudicate(state, [{ side: GERMAN, orders }], diceFor(id)).state;
  }
  const units = new Set(
    windows.flatMap((w) =>
      w.orders.flatMap((o) => {
        const order = o as { attack?: { units: string[] }; move?: { unit?: string; units?: string[] } };
        return order.attack?.units ?? (order.move?.unit ? [order.move.unit] : (order.move?.units ?? []));
      }),
    ),
  );
  return {
    windows,
    orders: windows.reduce((n, w) => n + w.orders.length, 0),
    unitsOrdered: units.size,
    unitsOnMap: ruleset.options(start, GERMAN).length,
    play(): unknown {
      let s: unknown = start;
      for (const w of windows) s = ruleset.adjudicate(s, [{ side: GERMAN, orders: w.orders }], diceFor(w.id)).state;
      return s;
    },
  };
}
