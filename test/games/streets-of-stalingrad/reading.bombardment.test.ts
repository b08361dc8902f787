import { beforeEach, describe, expect, it } from 'vitest';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosUnit } from '#games/streets-of-stalingrad/combat/fire-combat';
import { bombardLosses } from '#games/streets-of-stalingrad/windows/bombardment/bombard-losses';
import { bombardmentRules } from '#games/streets-of-stalingrad/windows/bombardment/index';
import { blockedLos, bombardCtx, fragment, hexAt } from './bombardment-fixture';

// Rows of "Reading of the bombardment windows (14.x in play)" in docs/rules-audit-streets-of-stalingrad.md
// that the code does not play as the rulebook says. A Soviet rifle battalion in 1010, the II/276 mortar
// three hexes away.
const T = '1010';
const A = hexAt(T, 1);
const M = hexAt(T, 3, [A]);
const german = bombardCtx('german-bombardment-2');
const bombard = (b: object): SosOrder => ({ bombard: b }) as SosOrder;
const check = (state: ReturnType<typeof fragment>, orders: SosOrder[]) => bombardmentRules.check(german, state, orders).map((i) => [i.path.join('.'), i.code, i.rule]);

beforeEach(() => blockedLos.clear());

describe('reading of the bombardment windows against the rulebook', () => {
  it('RB-OP-ATTACKED (14.91): "An OP unit may spot an unlimited number of target hexes per phase, even if its hex is being attacked"', () => {
    const s = { ...fragment({ 'sov-1-1045': T, 'ger-8-276': M, 'ger-li-op': A }), markers: { attack: [A], breakthru: [] } };
    expect(check(s, [bombard({ target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-li-op' }] })])).toEqual([]);
  });

  it('RB-OP-ALONE (14.97): an OP in a hex by itself "can be eliminated by firing at them using the CRT or WBBT"', () => {
    const op = { id: 'sov-62-op', side: 'soviet', type: 'op', af: 0, df: 0, range: 0 } as unknown as SosUnit;
    expect(bombardLosses([op], 1, []).eliminated.concat(bombardLosses([op], 1, []).alsoRemoved)).toEqual(['sov-62-op']);
  });
});
