import { describe, expect, it } from 'vitest';
import { combinedArms, stackEligible, type CaUnit } from '#games/kharkov-battles/combat/combined-arms';
import { encirclement, type AdjacentHex } from '#games/kharkov-battles/combat/encirclement';
import { tigersShifting } from '#games/kharkov-battles/combat/tigers';
import { terrainLine } from '#games/kharkov-battles/combat/terrain-line';
import { tables } from './combat-tables-fixture';

const yellow: CaUnit = { armorBand: 'yellow', kind: 'armor', participating: true };
const blue: CaUnit = { armorBand: 'blue', kind: 'armor', participating: true };
const infantry: CaUnit = { kind: 'infantry', participating: true };
const hq: CaUnit = { kind: 'hq', participating: true };

describe('Combined Arms (12.41-12.45)', () => {
  it.each<[string, CaUnit[], boolean]>([
    ['a yellow Armor Band alone', [yellow], true],
    ['a blue Armor Band alone', [blue], false],
    ['blue with infantry (a cadre counts too)', [blue, infantry], true],
    ['blue with an HQ only', [blue, hq], false],
    ['blue with infantry that is in another attack', [blue, { ...infantry, inOtherAttack: true }], false],
    ['blue with infantry that does not take part but is in no other attack', [blue, { ...infantry, participating: false }], true],
    ['a yellow unit that does not take part (digest A17)', [{ ...yellow, participating: false }, infantry], false],
  ])('%s: eligible = %s', (_, stack, eligible) => {
    expect(stackEligible(stack)).toBe(eligible);
  });

  it('the 60.Motorized\'s two regiments in the same combat qualify from different hexes (12.42); one does not', () => {
    const reg: CaUnit = { kind: 'infantry', participating: true, caPair: '60M' };
    expect(combinedArms({ attackers: [[reg], [reg]], defenders: [[infantry]] })).toEqual({ bonus: true });
    expect(combinedArms({ attackers: [[reg], [infantry]], defenders: [[infantry]] })).toEqual({ bonus: false, why: 'not-eligible' });
  });

  it.each<[string, object, string]>([
    ['an eligible defender (Combined Arms Defense, 12.44)', { defenders: [[yellow]] }, 'combined-arms-defense'],
    ['a Fortified Zone (12.45, 18.11)', { defenderInFortifiedZone: true }, 'fortified-zone'],
    ['a city (12.45)', { defenderInCity: true }, 'city'],
    ['any attacker across a Major River (12.45)', { anyAcrossMajorRiver: true }, 'across-major-river'],
  ])('denied against %s', (_, facts, why) => {
    expect(combinedArms({ attackers: [[yellow]], defenders: [[infantry]], ...facts })).toEqual({ bonus: false, why });
  });

  it('an eligible defender gains nothing when the attacker is not eligible (12.44)', () => {
    expect(combinedArms({ attackers: [[infantry]], defenders: [[yellow]] })).toEqual({ bonus: false, why: 'not-eligible' });
  });
});

describe('Encirclement (12.5)', () => {
  const closed: AdjacentHex = { attackerOccupied: false, attackerZoc: true, defenderFriendly: false, usable: true };
  const ring = (edit: (h: AdjacentHex, i: number) => AdjacentHex = (h) => h) => Array.from({ length: 6 }, (_, i) => edit(closed, i));
  it.each<[string, Parameters<typeof encirclement>[0], string | null]>([
    ['every usable hex held or in a ZOC', { defendingHexes: 1, defenderInCity: false, adjacent: ring() }, null],
    ['one usable hex open', { defendingHexes: 1, defenderInCity: false, adjacent: ring((h, i) => (i === 2 ? { ...h, attackerZoc: false } : h)) }, 'open-hex'],
    ['an open hex no retreat could use (digest A18)', { defendingHexes: 1, defenderInCity: false, adjacent: ring((h, i) => (i === 2 ? { ...h, attackerZoc: false, usable: false } : h)) }, null],
    ['a friendly unit next to the defender', { defendingHexes: 1, defenderInCity: false, adjacent: ring((h, i) => (i === 0 ? { ...h, defenderFriendly: true } : h)) }, 'friendly-adjacent'],
    ['a city', { defendingHexes: 1, defenderInCity: true, adjacent: ring() }, 'city'],
    ['defenders in two hexes', { defendingHexes: 2, defenderInCity: false, adjacent: ring() }, 'several-hexes'],
  ])('%s', (_, facts, why) => {
    expect(encirclement(facts)).toEqual(why === null ? { bonus: true } : { bonus: false, why });
  });
});

describe('Tigers (15.3, 15.32)', () => {
  it('a battalion shifts; a company only with its parent formation and not alone; only when used', () => {
    const shifting = tigersShifting([
      { id: 'bn', kind: 'battalion', use: true },
      { id: 'coy-with-parent', kind: 'company', withParent: true, use: true },
      { id: 'coy-without', kind: 'company', withParent: false, use: true },
      { id: 'coy-alone', kind: 'company', withParent: true, alone: true, use: true },
      { id: 'bn-unused', kind: 'battalion', use: false },
    ]);
    expect(shifting.map((t) => t.id)).toEqual(['bn', 'coy-with-parent']);
  });
});

describe('the terrain line (12.0, 12.24)', () => {
  const T = tables();
  it('one hex: its terrain\'s line; several: the one most favourable to the defender', () => {
    expect(terrainLine(T, ['clear'])).toEqual({ ok: true, line: 'clear' });
    expect(terrainLine(T, ['clear', 'city', 'woods'])).toEqual({ ok: true, line: 'city' });
  });

  it('an unknown terrain is refused with its path', () => {
    expect(terrainLine(T, ['clear', 'steppe'])).toEqual({ ok: false, issues: [{ path: ['defenders', 1, 'terrain'], code: 'unknown-terrain', message: 'the Terrain Effects Chart has no line for terrain "steppe"', rule: 'KB 12.0' }] });
  });
});
