import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { Submission } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { freshPiece } from '#games/streets-of-stalingrad/state/types';
import { hexAt } from './bombardment-fixture';
import { sosRuleset } from './game-fixture';

const ruleset = sosRuleset();
const sub = (s: string, orders: unknown[] = []): Submission => ({ side: side(s), orders });

describe('a Simultaneous Bombardment Phase played by mail (SoS 14.48)', () => {
  it('14.48: the German places first, the Soviet sees his marker (not the units that fired), then the phase resolves it with the closing window\'s dice', () => {
    let g: SosGame = ruleset.setup('scenario-2');
    while (ruleset.window(g)!.id !== 'T01/german-bombardment-2') g = ruleset.adjudicate(g, [sub(ruleset.window(g)!.waitingFor[0]!)], new FixedDice([])).state;
    const T = '1010';
    const A = hexAt(T, 1);
    const M = hexAt(T, 3, [A]);
    const pieces = Object.fromEntries(Object.entries(g.state.pieces).map(([id, p]) => [id, p.at && (p.at === T || p.at === A) ? freshPiece(null) : p]));
    g = { ...g, state: { ...g.state, pieces: { ...pieces, 'sov-t60-27-1': freshPiece(T), 'ger-8-276': freshPiece(M), 'ger-5-276': freshPiece(A) } } };
    const orders = [{ bombard: { target: T, table: 'crt', indirect: [{ units: ['ger-8-276'], spotter: 'ger-5-276' }] } }];
    expect(ruleset.check(g, sub('german', orders))).toEqual([]);
    const placed = ruleset.adjudicate(g, [sub('german', orders)], new FixedDice([]));
    expect(placed.events.filter((e) => e.type.startsWith('bombardment-'))).toEqual([
      { type: 'bombardment-placed', side: 'german', target: T, table: 'crt', af: 6, rule: 'SoS 14.48, 14.03' },
      { type: 'bombardment-firers', side: 'german', target: T, units: ['ger-8-276'], spotting: 'adjacentInCommand', visibleTo: ['german'], rule: 'SoS 14.2, 14.3' },
    ]);
    g = placed.state;
    expect(ruleset.window(g)!.id).toBe('T01/soviet-bombardment-2');
    expect((ruleset.view(g, side('soviet')) as { state: { bombardments: unknown } }).state.bombardments).toEqual([{ side: 'german', target: T, table: 'crt', af: 6 }]);
    const r = ruleset.adjudicate(g, [sub('soviet')], new FixedDice({ 'T01/2.resolve/1010/german/die': 1 }));
    expect(r.events.find((e) => e.type === 'bombardment')).toMatchObject({ target: T, column: '5-6', die: 1 });
    expect(r.state.state.bombardments).toEqual([]);
    expect(r.state.state.ifFired).toEqual(['ger-8-276']);
  });
});
