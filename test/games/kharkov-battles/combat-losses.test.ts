import { describe, expect, it } from 'vitest';
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
