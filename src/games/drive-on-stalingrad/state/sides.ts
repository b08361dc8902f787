import type { Side } from '#kernel/ids';
import type { Nationality } from '../data/schema';

/**
 * The two sides of Drive on Stalingrad: the German side (German, Slovak, satellites) and
 * the Soviet. A plain union, so it can key records in the state; `asSide` brands it for
 * the Ruleset contract.
 */
export type DosSide = 'german' | 'soviet';

export const GERMAN: DosSide = 'german';
export const SOVIET: DosSide = 'soviet';
export const DOS_SIDES: readonly DosSide[] = [GERMAN, SOVIET];

export const isDosSide = (s: string): s is DosSide => s === 'german' || s === 'soviet';

export const asSide = (s: DosSide): Side => s as Side;

export const opponent = (s: DosSide): DosSide => (s === GERMAN ? SOVIET : GERMAN);

/** DoS 1.5: every nationality but the Soviet is on the German side. */
export const sideOfNationality = (n: Nationality): DosSide => (n === 'soviet' ? SOVIET : GERMAN);

/** "German" / "Soviet" for report lines. */
export const sideName = (s: DosSide): string => (s === GERMAN ? 'German' : 'Soviet');
