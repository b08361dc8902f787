import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import { moveOptions } from '#games/kharkov-battles/rules/movement/reach';
import { checkMove } from '#games/kharkov-battles/rules/movement/walk';
import type { Mover } from '#games/kharkov-battles/rules/movement/mover';
import { board, context, infantry, panzer, tankCorps, type Position } from './movement-fixture';

/*
 * Mobile Infiltration (KB 11.1): a German mechanized unit, or a Soviet mechanized or cavalry
 * unit, not Isolated, may ignore EZOC for its One-Hex Tactical Movement (10.56), so move one
 * hex from an EZOC straight into another (the 7.25 exception).
 *
 * The test map: the unit stands in 0303; the enemy in 0403 controls 0303 itself, 0304, 0402,
 * 0404, 0503, 0504; the enemy in 0201 controls 0302, 0202, 0301, 0101, 0102. A Major River
 * runs between 0303 and 0402, the Dnepr between 0303 and 0302; 0203 is free of any EZOC.
 */
const map = board({ hexsides: { '0303|0402': ['major-river'], '0303|0302': ['dnepr-river'] } });
const enemies: Position = { enemies: ['0403', '0201'] };
const infiltrate = (mover: Mover, to: string, p: Position = enemies) => checkMove(context(map, mover, p), { start: '0303' as HexId, path: [to as HexId], mode: 'tactical' });
const options = (mover: Mover, p: Position = enemies) => moveOptions(context(map, mover, p), '0303' as HexId, 'tactical');
/** With 1 MP, a unit leaving the EZOC reaches only the hexes next to it (10.56). */
const oneMp = { allowance: 1 };

describe('who may infiltrate (11.1, 8.33e, 27.2)', () => {
  it('a German panzer unit moves one hex from EZOC into EZOC, and the move is marked as an infiltration', () => {
    const r = infiltrate(panzer(), '0304');
    expect(r.ok).toBe(true);
    expect(r.infiltration).toBe(true);
  });
  it('a Soviet tank corps and a Soviet cavalry corps may, as the enemy of Axis units', () => {
    expect(infiltrate(tankCorps(), '0304').ok).toBe(true);
    expect(infiltrate(tankCorps({ class: 'non-mechanized', kind: 'cavalry' }), '0304').ok).toBe(true);
  });
  it('German infantry, Soviet rifle divisions and the Hungarian mechanized units may not (7.25 stands)', () => {
    expect(infiltrate(infantry(), '0304').problems.map((p) => p.code)).toEqual(['ezoc-to-ezoc']);
    expect(infiltrate(tankCorps({ class: 'non-mechanized', kind: 'infantry' }), '0304').ok).toBe(false);
    expect(infiltrate(panzer({ nationality: 'hungarian' }), '0304').ok).toBe(false);
  });
  it('8.33e: an Isolated unit may not; the refusal says why', () => {
    expect(infiltrate(panzer({ supply: 'isolated' }), '0304').problems.map((p) => [p.code, p.rule])).toEqual([
      ['ezoc-to-ezoc', 'KB 7.25'],
      ['infiltration-isolated', 'KB 8.33e'],
    ]);
  });
  it('an Out of Supply unit may (27.2 errata removed 8.32e\'s ban), and so may one under Limited Support', () => {
    expect(infiltrate(panzer({ supply: 'out-of-supply', allowance: 3 }), '0304').ok).toBe(true);
  });
  it('K (20.2): Soviet units may infiltrate only on the first turn, "due to surprise"', () => {
    expect(infiltrate(tankCorps(), '0304').ok).toBe(true);
    const later = infiltrate(tankCorps({ infiltrationBarred: 'KB 20.2' }), '0304');
    expect(later.problems.map((p) => [p.code, p.rule])).toEqual([
      ['ezoc-to-ezoc', 'KB 7.25'],
      ['infiltration-scenario', 'KB 20.2'],
    ]);
    expect(options(tankCorps({ infiltrationBarred: 'KB 20.2', allowance: 1 })).filter((o) => o.infiltration)).toEqual([]);
  });
  it('it is a one-hex move only: a longer path from EZOC into EZOC is still refused', () => {
    const r = checkMove(context(map, panzer(), enemies), { start: '0303' as HexId, path: ['0304', '0305'] as HexId[], mode: 'tactical' });
    expect(r.ok).toBe(false);
    expect(r.infiltration).toBe(false);
  });
});

describe('where it may not go (11.1, 18.13)', () => {
  it('not across a Major River into a hex with no friendly unit; allowed when a friendly unit is there', () => {
    expect(infiltrate(panzer(), '0402').problems.map((p) => p.code)).toContain('infiltration-major-river');
    expect(infiltrate(panzer(), '0402', { ...enemies, friends: ['0402'] }).ok).toBe(true);
  });
  it('never across the Dnepr, not even over a Pontoon bridge', () => {
    expect(infiltrate(panzer(), '0302', { ...enemies, pontoons: ['0303|0302'], friends: ['0302'] }).problems.map((p) => p.code)).toContain('infiltration-dnepr');
  });
  it('18.13: never into an enemy-built Fortified Zone', () => {
    expect(infiltrate(panzer(), '0304', { ...enemies, enemyFz: ['0304'] }).problems.map((p) => p.code)).toContain('infiltration-fortified-zone');
  });
  it('never into an enemy-occupied hex: an infiltrating unit may not Overrun (11.31)', () => {
    expect(infiltrate(panzer(), '0304', { enemies: ['0403', '0201', '0304'], lone: ['0304'] }).ok).toBe(false);
  });
});

describe('the reach search offers the infiltration hexes (options)', () => {
  it('flags the hexes only an infiltration reaches, and none that 11.1 forbids', () => {
    const mi = options(panzer(oneMp)).filter((o) => o.infiltration).map((o) => o.hex);
    expect(mi).toEqual(['0202', '0304']); // not 0402 across the Major River, not 0302 across the Dnepr
  });
  it('offers none to a unit that may not infiltrate', () => {
    expect(options(infantry(oneMp)).filter((o) => o.infiltration)).toEqual([]);
    expect(options(infantry(oneMp)).map((o) => o.hex)).toEqual(['0203']); // 7.25: out of the EZOC into a hex no enemy controls
  });
  it('does not flag a hex an ordinary move reaches too: with 8 MP the panzer goes round through 0203', () => {
    const to0304 = options(panzer()).find((o) => o.hex === '0304');
    expect(to0304).toEqual({ hex: '0304', cost: 3 + 1, path: ['0203', '0304'] });
  });
});
