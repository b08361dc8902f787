import { FixedDice } from '#kernel/dice/fixed-dice';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import type { SosWindowName } from '#games/streets-of-stalingrad/sequence/steps';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { sosData, sosRuleset } from './game-fixture';

/**
 * Rulebook fragments for the movement windows: scenario #1's counters, every one off the
 * board but those a test places (hex or box), the markers it names, and the window's rules
 * run on it directly (the turn's date: turn 1 is 13 September, turn 2 the 14th).
 */
export const env = sosEnv(sosData());
export const ruleset = sosRuleset();
const base = ruleset.setup('scenario-1').state;

/** Chuikov stands on the West Bank, away from the fragments, unless a test places him (18.51). */
const WEST_BANK_CHUIKOV = { 'sov-chuikov': '0860' };

export function fragment(given: Record<string, string>, more: { attack?: string[]; pinned?: string[]; dismounted?: string[]; breakthru?: string[] } = {}): SosState {
  const placed: Record<string, string> = { ...WEST_BANK_CHUIKOV, ...given };
  const pieces: SosState['pieces'] = {};
  for (const [id, p] of Object.entries(base.pieces)) {
    pieces[id] = { ...p, at: placed[id] ?? null, pinned: more.pinned?.includes(id) ?? false, dismounted: more.dismounted?.includes(id) ?? false };
  }
  for (const id of Object.keys(placed)) if (!pieces[id]) throw new Error(`${id} is not a counter of scenario #1`);
  return { ...base, pieces, markers: { attack: [...(more.attack ?? [])].sort(), breakthru: more.breakthru ?? [] } };
}

export function ctxAt(turn: number, name: SosWindowName): PhaseContext {
  const entry = turnPlan('scenario-1', turn)!.find((e): e is WindowEntry => e.kind === 'window' && e.name === name)!;
  return { env, scenario: 'scenario-1', turn, window: entry, side: entry.side, standing: { german: null, soviet: null }, options: {} };
}

export const check = (turn: number, name: SosWindowName, state: SosState, orders: unknown[]) => windowRules(name).check(ctxAt(turn, name), state, orders as SosOrder[]);
export const adjudicate = (turn: number, name: SosWindowName, state: SosState, orders: unknown[]) => windowRules(name).adjudicate(ctxAt(turn, name), state, orders as SosOrder[], new FixedDice([]));
/** The issues as [code, path] pairs, the path as a reader sees it. */
export const codes = (issues: readonly { code: string; path: (string | number)[] }[]) => issues.map((i) => [i.code, i.path.join('.')]);
