import type { FireCombat, Firer, SosUnit, TargetHex } from '#games/streets-of-stalingrad/combat/fire-combat';
import { sosTables } from './tables-fixture';

/** The compiled tables the fire combat reads: the CRT and the Spotting Table. */
export const FIRE_TABLES = (() => {
  const t = sosTables();
  return { crt: t.crt, spotting: t.spotting };
})();

/** A German infantry company of II/191 (71st ID), AF 4, DF 3, range 1, firing from 0631. */
export const gerInf = (id: string, over: Partial<Firer> = {}): Firer => ({
  id, side: 'german', type: 'infantry', af: 4, df: 3, range: 1, hex: '0631', distance: 1,
  formation: { battalion: 'II/191', regiment: '191', division: '71' }, ...over,
});

/** A Soviet Guards rifle company of 1/42 (13 GRD), AF 3, DF 4, range 1. */
export const sovGds = (id: string, over: Partial<Firer> = {}): Firer => ({
  id, side: 'soviet', type: 'infantry', soviet: 'guards', af: 3, df: 4, range: 1, hex: '0531', distance: 1,
  formation: { battalion: '1/42', regiment: '42', division: '13G' }, ...over,
});

/** A defending unit in the target hex. */
export const unit = (id: string, over: Partial<SosUnit> = {}): SosUnit => ({ id, side: 'soviet', type: 'infantry', soviet: 'rifle', af: 3, df: 3, range: 1, ...over });

export const hex = (over: Partial<TargetHex> = {}): TargetHex => ({ hex: '0532', terrain: 'suburb', units: [unit('sov-1')], ...over });

/** A German attack on 20 September at hex 0532 (suburb) with the given firers. */
export const attack = (firers: Firer[], over: Partial<FireCombat> = {}): FireCombat => ({
  kind: 'attack', date: '09-20', side: 'german', firers, target: hex(), ...over,
});
