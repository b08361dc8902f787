import { describe, expect, it } from 'vitest';
import { combatStackingIssues, combatWeight } from '#games/kharkov-battles/combat/combat-stacking';
import { firstLossCandidates, type LossUnit } from '#games/kharkov-battles/combat/first-loss';

const pz: LossUnit = { id: 'pz', role: 'combat', participating: true, mechanized: true };
const inf: LossUnit = { id: 'inf', role: 'combat', participating: true, mechanized: false };
const idle: LossUnit = { id: 'idle', role: 'combat', participating: false, mechanized: false };
const hq: LossUnit = { id: 'hq', role: 'hq', participating: true, mechanized: false };

describe('the first step loss (12.63, 15.3)', () => {
  it.each<[string, 'attacker' | 'defender', LossUnit[], string[]]>([
    ['attacker: a mechanized unit taking part', 'attacker', [pz, inf, idle], ['pz']],
    ['attacker with no mechanized unit: any unit taking part', 'attacker', [inf, idle], ['inf']],
    ['defender: any unit taking part, mechanized or not', 'defender', [pz, inf, idle, hq], ['pz', 'inf']],
    ['a Tiger that used its shift, before anyone', 'attacker', [pz, { id: 'tiger', role: 'tiger-company', participating: true, mechanized: true, usedTigerShift: true }], ['tiger']],
    ['an HQ defending alone (digest A16)', 'defender', [hq], ['hq']],
    ['never a unit in a different attack', 'attacker', [{ ...pz, inOtherAttack: true }, inf], ['inf']],
    ['not an Ersatz battalion on attack', 'attacker', [{ id: 'e', role: 'ersatz', participating: true, mechanized: false }, inf], ['inf']],
    ['an Ersatz battalion on defense, where its strength counts', 'defender', [{ id: 'e', role: 'ersatz', participating: true, mechanized: false }, inf], ['e', 'inf']],
  ])('%s', (_, side, force, ids) => {
    expect(firstLossCandidates(side, force)).toEqual(ids);
  });
});

describe('stacking in combat (6.21)', () => {
  it.each([
    ['a multi-step unit', { id: 'a', multiStep: true }, 1],
    ['a white size symbol', { id: 'a', multiStep: true, whiteSize: true }, 0.5],
    ['a cadre', { id: 'a', multiStep: true, cadre: true }, 0],
    ['a Guards rifle division', { id: 'a', multiStep: true, guardsRifleDivision: true }, 0],
    ['a one-step unit', { id: 'a', multiStep: false }, 0],
  ])('%s weighs %d', (_, u, w) => {
    expect(combatWeight(u)).toBe(w);
  });

  it('E5c: stack 6 holds two white-symbol units (one between them), so they may split between A and B or fight together', () => {
    expect(combatStackingIssues([{ hex: '6', units: [{ id: 'w1', multiStep: true, whiteSize: true }, { id: 'w2', multiStep: true, whiteSize: true }] }])).toEqual([]);
  });

  it('two full multi-step units from one hex are refused', () => {
    expect(combatStackingIssues([{ hex: '0406', units: [{ id: 'a', multiStep: true }, { id: 'b', multiStep: true, whiteSize: true }] }])).toEqual([
      { path: ['hexes', 0], code: 'combat-stacking', message: '1.5 multi-step units take part in combat from hex 0406: at most one (a white size symbol counts half)', rule: 'KB 6.21' },
    ]);
  });

  it('an NKVD rifle division counts as a Guards one only under the Fall Blau errata (digest A7)', () => {
    const nkvd = { id: 'n', multiStep: true, nkvdRifleDivision: true };
    expect([combatWeight(nkvd), combatWeight(nkvd, { nkvdAsGuards: true })]).toEqual([1, 0]);
  });
});
