import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { fireColumn, readCrt } from '../combat/fire-tables';
import type { FireResult } from '../data/tables';
import type { SosEnv } from '../game/env';
import { towedHeldAfterMove } from '../movement/moved-artillery';
import type { SosStanding } from '../orders/standing';
import type { SosState } from '../state/types';
import { eastBankBoxOf, placeDistance } from '../windows/bombardment/if-range';

/** SoS 15.43: the AA points each East Bank box has of its own. */
export const EAST_BANK_INTRINSIC_AA = 10;

/** SoS 15.41, 15.45: the Stukas a CRT result aborts, the only loss they take: the number of a D (DE: all of them); P is ignored. */
export function abortsOf(result: FireResult, stukas: number): number {
  if (result === 'DE') return stukas;
  const d = /^D(\d)/.exec(result);
  return Math.min(stukas, d ? Number(d[1]) : 0);
}

const directRange = (r: number | { direct: number } | null): number => (r === null ? 0 : typeof r === 'number' ? r : r.direct);

/**
 * SoS 15.42, 15.44: the Soviet AA units (circled AF) that fire at the Stukas over `target`:
 * in play, pinned or not ("all Soviet units with an anti-aircraft (AA) capability"; 9.112's
 * list of what pinned units may not do has no AA fire in it), not a towed AA unit that moved
 * (9.101: "may not fire after they move"), the target within their range (the LOS is always
 * clear, 15.44), not yet fired this phase (`firedThisPhase`), not held back by the Soviet
 * standing `aa` (the default fires every one).
 */
export function aaFirers(env: SosEnv, state: SosState, standing: SosStanding | null, target: string, firedThisPhase: ReadonlySet<string>): string[] {
  if (standing?.aa?.policy === 'hold') return [];
  const held = new Set(standing?.aa?.hold ?? []);
  return Object.entries(state.pieces)
    .filter(([id, p]) => {
      const c = env.counter(id);
      if (c.side !== 'soviet' || !c.afCircled || p.at === null || p.eliminated || held.has(id) || firedThisPhase.has(id)) return false;
      if (towedHeldAfterMove(state, c)) return false; // SoS 9.101
      const d = placeDistance(env.map, p.at, target);
      return (p.at === target) || (d !== null && d <= Math.max(1, directRange(c.range)));
    })
    .map(([id]) => id)
    .sort();
}

/** What the AA fire at one group of Stukas came to. */
export interface AaOutcome {
  aborted: number;
  firers: string[];
  events: GameEvent[];
}

/**
 * SoS 15.42-15.46: before the Stukas over `target` strike, the Soviet AA in range fires once:
 * its circled AF totalled (with an East Bank box's 10 intrinsic points, 15.43), one d10
 * without modifiers on the CRT (15.45); a D aborts that many Stukas to the "Stukas
 * Unavailable" box, a P is ignored, the AA units are not spent. The rest strike (15.46).
 */
export function aaFire(env: SosEnv, state: SosState, standing: SosStanding | null, target: string, stukas: number, firedThisPhase: ReadonlySet<string>, dice: Dice, label: string): AaOutcome {
  const firers = aaFirers(env, state, standing, target, firedThisPhase);
  const intrinsic = eastBankBoxOf(target) ? EAST_BANK_INTRINSIC_AA : 0;
  const af = intrinsic + firers.reduce((s, id) => s + env.counter(id).af, 0);
  if (af === 0) return { aborted: 0, firers, events: [] };
  const column = fireColumn(env.tables.crt, af);
  const die = dice.roll(`${label}/aa`, 10);
  const result = readCrt(env.tables.crt, column, die);
  const aborted = abortsOf(result, stukas);
  return {
    aborted,
    firers,
    events: [{ type: 'aa-fire', target, units: firers, intrinsic, af, column, drms: [], die, result, stukas, aborted, rule: 'SoS 15.42, 15.43, 15.45' }],
  };
}
