import type { Counter, CounterType } from '../data/counters';

/** A refusal of an exchange by the counters alone, with its rule. */
export interface ExchangeMismatch {
  code: string;
  message: string;
  rule: string;
}

/**
 * SoS 21.43: "Leaders, snipers, immobilized tanks, armored trains, mine dogs, transport units,
 * and the Soviet tank repair unit ... are permanently lost for the duration of the game
 * (Exception: leaders may be exchanged 20.6)". The exception names leaders alone, so the
 * others, permanently lost, are not taken back by an exchange either (a reading).
 */
const PERMANENTLY_LOST: ReadonlySet<CounterType> = new Set(['sniper', 'immobilizedTank', 'armoredTrain', 'mineDog', 'transport', 'tankRepair']);

/** SoS 21.45: OP and River Flotilla units come back by themselves; works come back only by engineers; Stukas are no units of the map. */
const NOT_TAKEN: Readonly<Partial<Record<CounterType, { why: string; rule: string }>>> = {
  op: { why: 'an OP unit comes back by itself in the next Simultaneous Bombardment Phase', rule: 'SoS 21.45' },
  riverFlotilla: { why: 'a River Flotilla unit comes back by itself', rule: 'SoS 21.45, 16.57' },
  minefield: { why: 'a minefield is a work, brought back only by engineers', rule: 'SoS 21.45, 17.0' },
  bridge: { why: 'a bridge is a work, brought back only by engineers', rule: 'SoS 21.45, 17.0' },
  fortification: { why: 'a fortification is a work, brought back only by engineers', rule: 'SoS 21.45, 17.0' },
  stuka: { why: 'Stukas are not units of the map', rule: 'SoS 15.11, 20.1' },
};

/** The Soviet infantry class 20.4 reads (Guards, Marine, NKVD, other rifle), or null for any other unit. */
const sovietInfantry = (c: Counter): string | null => (c.side === 'soviet' && c.type === 'infantry' ? (c.soviet ?? 'rifle') : null);

/**
 * SoS 20.4, 21.43, 21.45: why `taken` (eliminated) may not be taken in exchange for `unit` (on
 * the map), by the counters alone, or null:
 * - "Only units of exactly the same type and exactly same AF or DF point totals may be
 *   exchanged": the same counter type, and (chosen) the same AF and the same DF, as "exactly
 *   same ... point totals" keeps the strength on the map the same (read as "AF or DF, whichever
 *   is printed", a leader having neither). "The exchanged units may belong to different
 *   battalions, regiments, brigades, or divisions": the formation is not read.
 * - "Soviet Guards or Marine infantry units may not be taken in exchange for other types of
 *   Soviet infantry units": a Guards (Marine) company taken in only for a Guards (Marine) one;
 *   the letter forbids only that way, so a rifle company may be taken in for a Guards or Marine
 *   one (a reading).
 * - "NKVD units may be exchanged only for other NKVD units": both ways.
 * - 21.43, 21.45: the counters never taken back (PERMANENTLY_LOST, NOT_TAKEN).
 * Leaders are 20.6's (leaders/consolidation-leaders.ts).
 */
export function exchangeMismatch(unit: Counter, taken: Counter): ExchangeMismatch | null {
  if (unit.type !== taken.type) return { code: 'not-same-type', message: `${taken.id} is a ${taken.type} unit and ${unit.id} a ${unit.type} unit: only units of exactly the same type are exchanged`, rule: 'SoS 20.4' };
  const never = NOT_TAKEN[taken.type];
  if (never) return { code: 'not-exchangeable', message: `${taken.id}: ${never.why}`, rule: never.rule };
  if (PERMANENTLY_LOST.has(taken.type)) return { code: 'permanently-lost', message: `${taken.id}: a ${taken.type} unit eliminated is permanently lost; only leaders are excepted (20.6)`, rule: 'SoS 21.43, 20.6' };
  if (unit.af !== taken.af || unit.df !== taken.df) return { code: 'not-same-strength', message: `${taken.id} (AF ${taken.af}, DF ${taken.df}) and ${unit.id} (AF ${unit.af}, DF ${unit.df}): only units of exactly the same AF and DF are exchanged`, rule: 'SoS 20.4' };
  const [u, t] = [sovietInfantry(unit), sovietInfantry(taken)];
  if ((u === 'nkvd') !== (t === 'nkvd')) return { code: 'nkvd-only', message: 'NKVD units are exchanged only for other NKVD units', rule: 'SoS 20.4' };
  if ((t === 'guards' || t === 'marine') && u !== t) return { code: 'guards-or-marines', message: `${taken.id} is ${t === 'guards' ? 'Guards' : 'Marine'} infantry: it is not taken in exchange for another type of Soviet infantry (${unit.id} is ${u})`, rule: 'SoS 20.4' };
  return null;
}
