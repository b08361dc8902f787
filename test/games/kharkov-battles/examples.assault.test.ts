import { describe, expect, it } from 'vitest';
import { designationRefusals } from '#games/kharkov-battles/assault/designation';
import type { Attack } from '#games/kharkov-battles/assault/attack';
import type { AssaultEvent } from '#games/kharkov-battles/assault/events';
import { resolveLinked } from '#games/kharkov-battles/assault/resolve';
import { withUnits } from '#games/kharkov-battles/state/update';
import { hexId } from '#kernel/ids';
import { battlefield, dice, fragment, LABEL } from './assault-fixture';

/**
 * E9, the Combat Example at the end of KB 12.8, played on the game state. The diagram is
 * missing: stack 3 stands at 1211, stack 4 at 1112, stack 5 at 1113, Soviet stack C at
 * 1212 and stack D at 1311 (next to stack 3, not to C); an Axis regiment at 1413 closes
 * the ring around C with its ZOC. The strengths are the example's: 29 against 5 (the
 * infantry division and the 60.Motorized's regiments on 8-point chits, regiments of 3 and
 * a security division of 2; two Soviet brigades of 2 and an Isolated one halved to 1),
 * and the soak-off's 3 against 6 (a Guards rifle division of 4 and a tank brigade of 2).
 */
const h = hexId;
const kinds = (events: AssaultEvent[], kind: AssaultEvent['kind']) => events.filter((e) => e.kind === kind);

const base = battlefield(fragment(), {
  '1211': ['ger-168-id-kb', 'ger-brk-kb-1'], // stack 3
  '1112': ['ger-92-60m', 'ger-brk-kb-2'], // stack 4
  '1113': ['ger-120-60m', 'ger-213-sich'], // stack 5
  '1413': ['ger-brk-kb-3'],
  '1212': ['sov-232-rd-kb', 'sov-7-ski-kb', 'sov-10-ski-kb'], // C
  '1311': ['sov-25g-rd-kb', 'sov-116-tbr-kb'], // D
});
const full = (id: string) => ({ chit: { id, face: 'full' as const } });
const state = withUnits(base.state, {
  'ger-168-id-kb': full('axis-01'),
  'ger-92-60m': full('axis-02'),
  'ger-120-60m': full('axis-03'),
  'sov-10-ski-kb': { supply: 'isolated' },
});
const { env } = base;
const main: Attack = { id: 'main', attackers: ['ger-168-id-kb', 'ger-92-60m', 'ger-brk-kb-2', 'ger-120-60m', 'ger-213-sich'], targets: [h('1212')] };
const soak: Attack = { id: 'soak', attackers: ['ger-brk-kb-1'], targets: [h('1311')] };

describe('E9, the Combat Example (KB 12.8)', () => {
  it('stack 3 is in the ZOC of D, so D must be attacked too (12.1); the breakdown regiment soaks off', () => {
    expect(designationRefusals(env.ctx, state, 'axis', [main])).toMatchObject([{ code: 'attack-determination', path: ['hexes', '1211'] }]);
    expect(designationRefusals(env.ctx, state, 'axis', [main, soak])).toEqual([]);
  });

  const r = resolveLinked(env, state, [{ attack: main, options: { choices: { advances: [{ unit: 'ger-168-id-kb', path: [h('1212')] }] } } }, { attack: soak, options: { choices: { advances: [{ unit: 'sov-116-tbr-kb', path: [h('1211')] }] } } }], dice({ main: 4, soak: 6 }), LABEL);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));

  it('main attack: 29 to 5 is 5-1; Combined Arms (the 60.Motorized, 12.42) and Encirclement (12.5) make it 7-1; die 4 gives D(1)r2', () => {
    const [t] = kinds(r.events, 'totals');
    expect(t).toEqual({ kind: 'totals', attack: 29, defense: 5, odds: '5-1', rule: 'KB 12.0' });
    expect(kinds(r.events, 'shift').slice(0, 2)).toEqual([
      { kind: 'shift', reason: 'combined-arms', rule: 'KB 12.43', shift: 1 },
      { kind: 'shift', reason: 'encirclement', rule: 'KB 12.5', shift: 1 },
    ]);
    expect(kinds(r.events, 'crt')[0]).toMatchObject({ final: '7-1', die: 4, result: 'D(1)r2' });
  });
  it('soak-off: 3 to 6 is 1-2; die 6 gives Ar1; both rolled before either is applied (12.23)', () => {
    expect(kinds(r.events, 'totals')[1]).toMatchObject({ attack: 3, defense: 6, odds: '1-2' });
    expect(kinds(r.events, 'crt')[1]).toMatchObject({ final: '1-2', die: 6, result: 'Ar1' });
    const order = r.events.map((e) => e.kind).filter((k) => k === 'crt' || k === 'step-lost' || k === 'retreated');
    expect(order.slice(0, 2)).toEqual(['crt', 'crt']);
  });
  it('C loses one unit for D(1), and one more entering the ring of EZOC on its two-hex retreat (12.73)', () => {
    const lost = kinds(r.events, 'step-lost').map((e) => e.kind === 'step-lost' && [e.unit, e.why]);
    expect(lost).toEqual([['sov-10-ski-kb', 'mandatory'], ['sov-232-rd-kb', 'retreat-ezoc']]);
    const [back] = kinds(r.events, 'retreated').filter((e) => e.kind === 'retreated' && e.side === 'soviet');
    expect(back).toMatchObject({ from: '1212', units: ['sov-7-ski-kb'] });
    expect(back!.kind === 'retreated' && back.path.length).toBeGreaterThanOrEqual(2);
  });
  it('the regiment retreats rather than lose its only step, into the friendly hex 2 (1112), not the EZOC hex 1 (1111)', () => {
    expect(kinds(r.events, 'retreated').filter((e) => e.kind === 'retreated' && e.side === 'axis')).toMatchObject([{ from: '1211', path: ['1112'], units: ['ger-brk-kb-1'] }]);
  });
  it("the infantry division advances one hex (12.51: it used the Encirclement Bonus), emptying stack 3's hex, into which D's tank brigade, the soak-off's victor, then advances", () => {
    expect(kinds(r.events, 'advanced')).toEqual([
      { kind: 'advanced', unit: 'ger-168-id-kb', path: ['1212'], rule: 'KB 12.82' },
      { kind: 'advanced', unit: 'sov-116-tbr-kb', path: ['1211'], rule: 'KB 12.82' },
    ]);
    expect(r.state.units['sov-116-tbr-kb']!.hex).toBe('1211');
    expect(r.state.owner['1211']).toBe('soviet');
  });
  it('without the division advancing first, stack 3 still holds 1211 and D may not advance', () => {
    const x = resolveLinked(env, state, [{ attack: main }, { attack: soak, options: { choices: { advances: [{ unit: 'sov-116-tbr-kb', path: [h('1211')] }] } } }], dice({ main: 4, soak: 6 }), LABEL);
    expect(x).toMatchObject({ ok: false, issues: [{ code: 'illegal-advance', rule: 'KB 12.82' }] });
  });
});
