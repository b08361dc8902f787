import { describe, expect, it } from 'vitest';
import { kbUnitOptions, type KbUnitOptions, type OptionsInput } from '#games/kharkov-battles/options/index';
import { designationRefusals } from '#games/kharkov-battles/assault/designation';
import type { HexId } from '#kernel/ids';
import type { KbState } from '#games/kharkov-battles/state/types';
import { BOARD } from './movement-phase-fixture';
import { fragmentWindow, realWindow, withUnit } from './options-fixture';
import { gridMap } from './state-fixtures';

const LAH = 'ger-1-lah';
const RIFLES = 'sov-25g-rd-kb';
const TANKS = 'sov-4-tc-kb';
const PZK = 'ger-ss-pzk';
const ID320 = 'ger-320-id-kb';

const of = (input: OptionsInput, unit: string): KbUnitOptions => kbUnitOptions(input).find((o) => o.unit === unit)!;
const targets = (o: KbUnitOptions) => (o.attacks ?? []).map((a) => a.target);

describe('the enemy hexes a unit may attack in its Combat Phase (KB 12.0-12.36)', () => {
  it('KB 12.0, 12.21: every adjacent enemy hex, none farther; no Mobile Assault order in a combat window', () => {
    const o = of(fragmentWindow(BOARD, { '1212': [LAH], '1213': [RIFLES], '1215': [TANKS] }, 'axis-combat'), LAH);
    expect(o.attacks).toEqual([{ target: '1213' }]);
    expect(o.moves).toBeUndefined();
  });

  it('KB 12.35: not across an Impassable hexside; the note says why', () => {
    const walled = gridMap({ rows: [10, 16], cols: [10, 18], hexsides: [['1212', '1213', ['impassable']]] });
    const o = of(fragmentWindow(walled, { '1212': [LAH], '1213': [RIFLES] }, 'axis-combat'), LAH);
    expect(o.attacks).toEqual([]);
    expect(o.notes).toContainEqual(expect.stringMatching(/^may not attack 1213: .*\(KB 12\.35\)$/));
  });

  it("KB 16.22, 12.0: a unit with a 'Repl' marker, or an Axis unit without full support, may not attack", () => {
    const repl = of(fragmentWindow(BOARD, { '1212': [LAH], '1213': [RIFLES] }, 'axis-combat', withUnit(LAH, (u) => ({ marks: { ...u.marks, repl: true } }))), LAH);
    expect(repl.attacks).toEqual([]);
    expect(repl.notes).toContainEqual(expect.stringContaining('KB 16.22'));
    const limited = of(fragmentWindow(BOARD, { '1212': [LAH], '1213': [RIFLES] }, 'axis-combat', withUnit(LAH, (u) => ({ marks: { ...u.marks, limitedSupport: true } }))), LAH);
    expect(limited.attacks).toEqual([]);
    expect(limited.notes).toContainEqual(expect.stringContaining('KB 12.0'));
  });

  it('KB 12.0, 9.41: an Axis unit the full-support judge finds without full support lists no attack; the note names the rules', () => {
    const input = fragmentWindow(BOARD, { '1212': [ID320], '1213': [RIFLES] }, 'axis-combat', undefined, { fullySupported: () => false });
    const o = of(input, ID320);
    expect(o.attacks).toEqual([]);
    expect(o.notes).toContainEqual(expect.stringMatching(/no full support.*\(KB 12\.0, 9\.41\)$/));
    const supported = of({ ...input, fullySupported: () => true }, ID320);
    expect(supported.attacks).toEqual([{ target: '1213' }]);
  });

  it('KB 13.2: an OOC Soviet unit may not attack, whatever its C&C result', () => {
    const input = fragmentWindow(BOARD, { '1212': [RIFLES], '1213': [LAH] }, 'soviet-combat', withUnit(RIFLES, (u) => ({ marks: { ...u.marks, ooc: true, oocResult: 'hold' } })));
    const o = of(input, RIFLES);
    expect(o.attacks).toEqual([]);
    expect(o.notes).toContainEqual(expect.stringContaining('KB 13.2'));
  });

  it('KB 15.11: an HQ is offered no attack of its own; the note names the hexes it may join an attack on', () => {
    const o = of(fragmentWindow(BOARD, { '1212': [PZK, LAH], '1213': [RIFLES] }, 'axis-combat'), PZK);
    expect(o.attacks).toEqual([]);
    expect(o.notes).toContainEqual(expect.stringContaining('1213: an HQ never attacks by itself (KB 15.11)'));
  });

  it('KB 12.1: a unit in the ZOC of two enemy stacks is told that both must be attacked', () => {
    const around = BOARD.adjacent('1212' as HexId);
    const [a, b] = [around[0]!, around[3]!];
    const o = of(fragmentWindow(BOARD, { '1212': [LAH], [a]: [RIFLES], [b]: [TANKS] }, 'axis-combat'), LAH);
    expect(targets(o).sort()).toEqual([a, b].sort());
    expect(o.notes).toContainEqual(`if it attacks, the enemy stacks in ${[a, b].sort().join(', ')} must all be attacked this phase, by it or by others (KB 12.1)`);
  });
});

// the 'Operation Star' set-up has the two sides in contact (the Second and Third Kharkov set-ups keep them apart)
describe.each([
  ['operation-star', 0, 'soviet-combat'],
  ['operation-star', 1, 'axis-combat'],
] as const)('%s turn %i, %s', (scenario, turn, name) => {
  it('every listed target is one the designation rules accept for the unit attacking it alone, save the duties of the whole file (12.1)', () => {
    const input = realWindow(scenario, turn, name);
    let listed = 0;
    for (const o of kbUnitOptions(input)) {
      for (const t of targets(o)) {
        listed++;
        const refused = designationRefusals(input.ctx, input.state, input.side, [{ id: 'x', attackers: [o.unit], targets: [t] }]).filter((i) => i.code !== 'attack-determination');
        expect(refused, `${o.unit} on ${t}`).toEqual([]);
      }
    }
    expect(listed).toBeGreaterThan(0);
  });
});

/**
 * KB 7.26 Note: "Any Axis units which fail to receive full support (9.3) in the Combat Phase
 * must retreat back across the river". The window's check moves such a crosser back before
 * the designation, so the options list no attack for it (found by the fuzzer: seed
 * kb-npm-test/operation-star/2, T01/axis-combat, ger-lah-tiger).
 */
describe('KB 7.26 Note in the options: a river crosser without full support is offered no attack', () => {
  const crossed = (limited: boolean) => withUnit(LAH, (u) => ({ marks: { ...u.marks, preparedAssault: true, limitedSupport: limited } }));
  it('a crosser under a Limited Support marker: no attack, and the note says it goes back', () => {
    const o = of(fragmentWindow(BOARD, { '1212': [LAH], '1213': [RIFLES] }, 'axis-combat', crossed(true), { fullySupported: () => true }), LAH);
    expect(o.attacks).toEqual([]);
    expect(o.notes).toContainEqual(expect.stringContaining('KB 7.26 Note'));
  });
  it('a crosser with full support is offered its attack', () => {
    expect(targets(of(fragmentWindow(BOARD, { '1212': [LAH], '1213': [RIFLES] }, 'axis-combat', crossed(false), { fullySupported: () => true }), LAH))).toEqual(['1213']);
  });
  it('KB 7.26: the note says which enemy on its side of the river it must attack', () => {
    const o = of(fragmentWindow(BOARD, { '1212': [LAH], '1213': [RIFLES] }, 'axis-combat', crossed(false), { fullySupported: () => true }), LAH);
    expect(o.notes).toContainEqual(expect.stringMatching(/must attack 1213, the enemy on its side of the river, this phase; .*\(KB 7\.26\)$/));
  });
});

/**
 * KB 9.41: "Mechanized units with limited or no support may not be present in a hex which
 * declares a Prepared Assault" (found by the fuzzer: seed kb-npm-test/operation-star/14,
 * T02/axis-combat, ger-74-19pz offered an attack from a hex holding ger-209-stg unsupported).
 */
describe('KB 9.41 in the options: no attack from a hex holding a mechanized unit without full support', () => {
  it('a supported infantry regiment stacked with an unsupported mechanized unit is offered no attack, and the note says why', () => {
    const o = of(fragmentWindow(BOARD, { '1212': [ID320, LAH], '1213': [RIFLES] }, 'axis-combat', (s) => s, { fullySupported: (_s, id) => id !== LAH }), ID320);
    expect(o.attacks).toEqual([]);
    expect(o.notes).toContainEqual(expect.stringContaining('KB 9.41'));
  });
});

/**
 * KB 7.26 with 12.1 and 12.21 in the options: two crossers, in 1212 and 1313, bound to the
 * enemy in 1213 on their side; the stack in 1211, across a Major River bridged by a road from
 * 1212, must be attacked once 1212 attacks (12.1), and nothing can attack it with them (1211
 * is not adjacent to 1313). The window's check binds them to nothing; the options say so.
 */
describe('KB 7.26 in the options: crossers no legal designation binds', () => {
  it('each crosser is offered its attacks, and a note says it is bound to none', () => {
    const bridged = gridMap({ rows: [10, 16], cols: [10, 18], hexsides: [['1211', '1212', ['major-river', 'road', 'road-bridge']]] });
    const marked = (s: KbState): KbState => withUnit(ID320, (u) => ({ marks: { ...u.marks, preparedAssault: true } }))(withUnit(LAH, (u) => ({ marks: { ...u.marks, preparedAssault: true } }))(s));
    const input = fragmentWindow(bridged, { '1212': [LAH], '1313': [ID320], '1213': [RIFLES], '1211': [TANKS] }, 'axis-combat', marked, { fullySupported: () => true });
    for (const unit of [LAH, ID320]) {
      const o = of(input, unit);
      expect(targets(o)).toContain('1213');
      expect(o.notes).toContainEqual(expect.stringMatching(/no legal designation was found for its attack on 1213 .*: it is bound to no attack \(KB 7\.26\)$/));
    }
  });
});
