import { describe, expect, it } from 'vitest';
import { designationRefusals, type DesignationCode } from '#games/kharkov-battles/assault/designation';
import type { Attack } from '#games/kharkov-battles/assault/attack';
import type { KbState } from '#games/kharkov-battles/state/types';
import { withUnits } from '#games/kharkov-battles/state/update';
import { hexId } from '#kernel/ids';
import { battlefield, fragment } from './assault-fixture';

/**
 * Designating Prepared Assaults (KB 12.0-12.2, 12.1, 7.26, 6.21) on small fragments of
 * the KB grid. In row 12, 1212's neighbours are 1213 (E), 1113 (SE), 1112 (SW), 1211 (W),
 * 1312 (NW) and 1313 (NE).
 */
const h = hexId;
const atk = (id: string, attackers: string[], targets: string[]): Attack => ({ id, attackers, targets: targets.map(h) });
const codes = (r: { code: DesignationCode }[]): DesignationCode[] => r.map((x) => x.code);

describe('who may attack whom (KB 12.0, 12.21)', () => {
  const { env, state } = battlefield(fragment(), {
    '1211': ['ger-brk-kb-1', 'ger-brk-kb-2'],
    '1112': ['ger-brk-kb-3'],
    '1010': ['ger-brk-kb-4'],
    '1212': ['sov-167-rd-kb'],
    '1313': ['sov-232-rd-kb'],
  });
  const ctx = env.ctx;
  const cases: [string, Attack[], DesignationCode[]][] = [
    ['two adjacent hexes attack one: legal', [atk('a', ['ger-brk-kb-1', 'ger-brk-kb-3'], ['1212'])], []],
    ['a unit attacks twice', [atk('a', ['ger-brk-kb-1'], ['1212']), atk('b', ['ger-brk-kb-1'], ['1212'])], ['attacks-twice', 'attacked-twice']],
    ['a hex is attacked twice', [atk('a', ['ger-brk-kb-1'], ['1212']), atk('b', ['ger-brk-kb-3'], ['1212'])], ['attacked-twice']],
    ['an attacker not adjacent to every defender (12.21)', [atk('a', ['ger-brk-kb-3'], ['1212', '1313'])], ['not-adjacent']],
    ['a unit far away', [atk('a', ['ger-brk-kb-4'], ['1212'])], ['not-adjacent']],
    ['the other side attacks its own', [atk('a', ['sov-232-rd-kb'], ['1211'])], ['not-own-unit', 'no-enemy-in-hex']],
    ['an empty hex, and the stack in 1212 left unattacked (12.1)', [atk('a', ['ger-brk-kb-1'], ['1311'])], ['no-enemy-in-hex', 'attack-determination']],
    ['a unit the game does not hold', [atk('a', ['no-such-unit'], ['1212'])], ['unknown-unit']],
  ];
  it.each(cases)('%s', (_name, attacks, expected) => {
    expect(codes(designationRefusals(ctx, state, 'axis', attacks))).toEqual(expected);
  });

  it('each refusal carries its path, a plain message and its rule', () => {
    const [r] = designationRefusals(ctx, state, 'axis', [atk('a', ['ger-brk-kb-3'], ['1212', '1313'])]);
    expect(r).toMatchObject({ path: ['attacks', 0, 'attackers', 0], code: 'not-adjacent', rule: 'KB 12.21' });
    expect(r!.message).toMatch(/ger-brk-kb-3 at 1112 is not adjacent to 1313/);
  });

  it("units marked 'Repl' (16.22), uncommitted Soviet units (13.11) and Limited Support Axis units (12.0) are refused", () => {
    const marked = withUnits(state, { 'ger-brk-kb-1': { marks: { ...state.units['ger-brk-kb-1']!.marks, repl: true } }, 'ger-brk-kb-3': { marks: { ...state.units['ger-brk-kb-3']!.marks, limitedSupport: true } } });
    expect(codes(designationRefusals(ctx, marked, 'axis', [atk('a', ['ger-brk-kb-1', 'ger-brk-kb-3'], ['1212'])]))).toEqual(['replacements-this-turn', 'not-fully-supported']);
    const uncommitted = withUnits(state, { 'sov-167-rd-kb': { committed: false } });
    expect(codes(designationRefusals(ctx, uncommitted, 'soviet', [atk('a', ['sov-167-rd-kb'], ['1211'])]))).toContain('uncommitted');
  });
});

describe('Attack Determination (KB 12.1, E5)', () => {
  // Axis stack at 1211 is adjacent to Soviet stacks at 1212 and 1312 (both exert a ZOC).
  const at = { '1211': ['ger-brk-kb-1', 'ger-brk-kb-2'], '1212': ['sov-167-rd-kb'], '1312': ['sov-232-rd-kb'] };
  it('E5b: a stack in two enemy ZOCs that attacks one must see the other attacked too', () => {
    const { env, state } = battlefield(fragment(), at);
    const r = designationRefusals(env.ctx, state, 'axis', [atk('a', ['ger-brk-kb-1'], ['1212'])]);
    expect(r).toEqual([expect.objectContaining({ code: 'attack-determination', rule: 'KB 12.1', path: ['hexes', '1211'] })]);
    expect(r[0]!.message).toMatch(/stack in 1312/);
  });
  it('E5c: the stack splits, one unit on each enemy stack (a soak-off), and the designation stands', () => {
    const { env, state } = battlefield(fragment(), at);
    expect(designationRefusals(env.ctx, state, 'axis', [atk('a', ['ger-brk-kb-1'], ['1212']), atk('b', ['ger-brk-kb-2'], ['1312'])])).toEqual([]);
  });
  it('E5d: an enemy stack in a city exerts no ZOC (7.14), so it need not be attacked', () => {
    const { env, state } = battlefield(fragment({ hexes: { '1312': { features: ['city'] } } }), at);
    expect(designationRefusals(env.ctx, state, 'axis', [atk('a', ['ger-brk-kb-1'], ['1212'])])).toEqual([]);
  });
  it('E5f: a ZOC across an unbridged Major River does not count in the Combat Phase (7.31)', () => {
    const { env, state } = battlefield(fragment({ hexsides: [['1211', '1312', ['major-river']]] }), at);
    expect(designationRefusals(env.ctx, state, 'axis', [atk('a', ['ger-brk-kb-1'], ['1212'])])).toEqual([]);
  });
  it('7.26: a unit that crossed a Major River into an EZOC must attack the stack that stopped it', () => {
    const { env, state } = battlefield(fragment(), at);
    const attacks = [atk('a', ['ger-brk-kb-1'], ['1212']), atk('b', ['ger-brk-kb-2'], ['1312'])];
    expect(codes(designationRefusals(env.ctx, state, 'axis', attacks, [{ unit: 'ger-brk-kb-1', hexes: [h('1312')] }]))).toEqual(['forced-river-attack']);
    expect(designationRefusals(env.ctx, state, 'axis', attacks, [{ unit: 'ger-brk-kb-2', hexes: [h('1312')] }])).toEqual([]);
  });
});

describe('combat stacking and what never attacks (KB 6.21, 15.11, 20.1, 12.35)', () => {
  it('two multi-step units out of one hex, even in two different attacks, are one too many (6.21, 6.23)', () => {
    const { env, state } = battlefield(fragment(), { '1211': ['ger-168-id-kb', 'ger-320-id-kb'], '1212': ['sov-167-rd-kb'], '1312': ['sov-232-rd-kb'] });
    const r = designationRefusals(env.ctx, state, 'axis', [atk('a', ['ger-168-id-kb'], ['1212']), atk('b', ['ger-320-id-kb'], ['1312'])]);
    expect(r).toEqual([expect.objectContaining({ code: 'too-many-multi-step-units', rule: 'KB 6.21', path: ['hexes', '1211'] })]);
  });
  it('an HQ never attacks by itself (15.11); an Ersatz battalion never attacks (20.1)', () => {
    const { env, state } = battlefield(fragment(), { '1211': ['ger-30-ak'], '1112': ['ger-ersatz-1'], '1212': ['sov-167-rd-kb'] });
    expect(codes(designationRefusals(env.ctx, state, 'axis', [atk('a', ['ger-30-ak', 'ger-ersatz-1'], ['1212'])]))).toEqual(['hq-attacks-alone', 'ersatz-attacks']);
  });
  it('no attack across an Impassable hexside (12.35), nor the Dnepr without a Pontoon (12.36)', () => {
    const map = fragment({ hexsides: [['1211', '1212', ['impassable']], ['1112', '1212', ['dnepr-river']]] });
    const { env, state } = battlefield(map, { '1211': ['ger-brk-kb-1'], '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb'] });
    expect(codes(designationRefusals(env.ctx, state, 'axis', [atk('a', ['ger-brk-kb-1', 'ger-brk-kb-2'], ['1212'])]))).toEqual(['across-impassable', 'across-dnepr']);
    const bridged = battlefield(map, { '1112': ['ger-brk-kb-2'], '1212': ['sov-167-rd-kb'] }, { pontoons: [{ hex: '1112', across: '1212' }] });
    expect(designationRefusals(bridged.env.ctx, bridged.state, 'axis', [atk('a', ['ger-brk-kb-2'], ['1212'])])).toEqual([]);
  });
});

describe('KB 20.2: separate Soviet armies may not attack the same defenders (Second Kharkov)', () => {
  // 76th Rifle Division (red icon), 38th Rifle Division (green), 21st Tank Corps (beige: reserve).
  const { env, state: s0 } = battlefield(fragment(), {
    '1211': ['sov-76-rd-kh'],
    '1112': ['sov-38-rd-kh'],
    '1313': ['sov-21-tc-kh'],
    '1212': ['ger-brk-kb-1'],
  });
  const k: KbState = { ...s0, scenario: 'second-kharkov', at: { turn: 2, stage: 'soviet', phase: 'combat' } };
  const refusals = (state: KbState, attackers: string[]) => designationRefusals(env.ctx, state, 'soviet', [atk('a', attackers, ['1212'])]);

  it('"Soviet units with different icon colors are part of separate armies and may not attack the same defenders": red and green together are refused', () => {
    const r = refusals(k, ['sov-76-rd-kh', 'sov-38-rd-kh']);
    expect(r).toMatchObject([{ code: 'separate-armies', path: ['attacks', 0, 'attackers'], rule: 'KB 20.2' }]);
  });
  it('"Units with a beige color in their icon are reserve units and free from this restriction": red with beige is legal', () => {
    expect(refusals(k, ['sov-76-rd-kh', 'sov-21-tc-kh'])).toEqual([]);
  });
  it('one army alone is legal, and so are both armies in another scenario', () => {
    expect(refusals(k, ['sov-76-rd-kh'])).toEqual([]);
    expect(refusals({ ...k, scenario: 'operation-star' }, ['sov-76-rd-kh', 'sov-38-rd-kh'])).toEqual([]);
  });
});
