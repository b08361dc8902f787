import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { submission, tinyGame } from '../support/tiny-game';

const spec = {
  hexes: { '2624': 'clear', '2625': 'clear' },
  units: { g: { nat: 'german', type: 'infantry', full: '4-4-4' }, s: { nat: 'soviet', type: 'rifle', full: '2-3-4' } },
  position: { g: '2624', s: '2625' },
  german: ['2624'],
  turns: 2,
} as const;

/** The phase machine's own order kinds; the rules' extra kinds (assault, sea, enter, supply…) are tested with those rules. */
const PHASE_KINDS = new Set(['declare', 'attack', 'move']);

/** Plays empty files through every window; returns the window ids in order. */
function windows(declare: Record<string, string> = {}) {
  let { ruleset, state } = tinyGame({ ...spec, hexes: { ...spec.hexes }, units: { ...spec.units }, position: { ...spec.position }, german: [...spec.german] });
  const seen: string[] = [];
  for (let w = ruleset.window(state); w; w = ruleset.window(state)) {
    seen.push(`${w.id} ${w.waitingFor.join(',')} [${w.accepts.filter((k) => PHASE_KINDS.has(k)).join(',')}]`);
    const side = w.waitingFor[0]!;
    const order = declare[w.id];
    state = ruleset.adjudicate(state, [submission(side, order ? [{ declare: { phaseOrder: order } }] : [])], new FixedDice([])).state;
  }
  return { seen, ruleset, state };
}

describe('the phase machine (DoS 5.2, 5.4, 5.5; design.md windows)', () => {
  it('opens two windows per player turn, German first, waiting for the phasing side only, until the last game turn', () => {
    const { seen, ruleset, state } = windows({ 'T02/german': 'movement-first' });
    expect(seen).toEqual([
      'T01/german german [declare,attack]',
      'T01/german-movement german [move]',
      'T01/soviet soviet [declare,attack,move]',
      'T01/soviet-movement soviet [move]',
      'T02/german german [declare,attack,move]',
      'T02/german-combat german [attack]',
      'T02/soviet soviet [declare,attack,move]',
      'T02/soviet-movement soviet [move]',
    ]);
    expect(ruleset.outcome(state)).toEqual({ ended: true, winner: 'soviet', reason: expect.stringContaining('DoS 4.5') });
    expect(ruleset.headline(state)).toBe('GT02 German VP 0, Soviet victory');
  });

  it('the German once-per-game PA/PA gives two prepared assault windows', () => {
    const { seen } = windows({ 'T02/german': 'combat-combat' });
    expect(seen[5]).toBe('T02/german-combat german [attack]');
  });

  it('the Soviet Move/Move gives two movement windows', () => {
    const { seen } = windows({ 'T01/soviet': 'movement-movement' });
    expect(seen[3]).toBe('T01/soviet-movement soviet [move]');
  });

  it('the side not waited for may send standing orders, which replace its earlier ones', () => {
    const { ruleset, state } = tinyGame({ ...spec, hexes: { ...spec.hexes }, units: { ...spec.units }, position: { ...spec.position }, german: [...spec.german] });
    const standing = { losses: 'strongest-first', retreat: { prefer: ['best-terrain'] } };
    expect(ruleset.check(state, submission('soviet', [], standing))).toEqual([]);
    expect(ruleset.check(state, submission('soviet', [{ attack: { target: '2624', units: ['s'] } }]))).toEqual([
      expect.objectContaining({ path: ['orders'], code: 'not-your-window' }),
    ]);
    const next = ruleset.adjudicate(state, [submission('german', []), submission('soviet', [], standing)], new FixedDice([])).state;
    expect(next.standing.soviet).toEqual(standing);
    expect(state.standing.soviet).toBeUndefined();
  });

  it('rejects standing orders with unknown hexes and schema errors, all at once', () => {
    const { ruleset, state } = tinyGame({ ...spec, hexes: { ...spec.hexes }, units: { ...spec.units }, position: { ...spec.position }, german: [...spec.german] });
    const issues = ruleset.check(state, submission('soviet', [], { retreat: { hexes: { '2625': ['0101'] } }, losses: 'most' }));
    expect(issues.map((i) => [i.path.join('.'), i.code])).toEqual([['standing.losses', 'schema']]);
    const hexes = ruleset.check(state, submission('soviet', [], { retreat: { hexes: { '2625': ['0101'] } } }));
    expect(hexes.map((i) => [i.path.join('.'), i.code])).toEqual([['standing.retreat.hexes.2625.0', 'unknown-hex']]);
  });
});
