import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import { freshPiece } from '#games/streets-of-stalingrad/state/types';
import { ruleset, sub } from './attack-fixture';

/**
 * The position of the infiltration tests (SoS 13.0-13.8): the campaign (scenario #3) on 26
 * September, turn 14, the Soviet Exploit Attack Phase 15. Column 07 of the southern city is city
 * hexes from row 13 to row 54. Herman and the 1/42 Rifle Brigade stand in 0720, the 2/42 holds
 * 0719 behind them; German companies of the 276th stand in 0722 (one) and 0724 (two). The way in
 * passes through 0722 (a city hex: 13.2) to 0723, next to 0724; the way back runs 0722, 0721,
 * 0720, 0719, four hexes (13.8), to the 2/42.
 */
export const HERMAN = 'sov-herman';
export const INF = 'sov-42rb-1';
export const AT = { [HERMAN]: '0720', [INF]: '0720', 'sov-42rb-2': '0719', 'ger-7-276': '0722', 'ger-5-276': '0724', 'ger-6-276': '0724' };
// SoS 7.2, 13.3: the companies in city hex 0724 are hidden from the Soviet: the order gives the hex alone (the stack's first combat unit, ger-5-276, is attacked)
export const ORDER: { target: string; units: string[]; path: string[]; unit?: string; back: string[] } = { target: '0724', units: [HERMAN, INF], path: ['0721', '0722', '0723'], back: ['0722', '0721', '0720', '0719'] };
export const infiltrate = (patch: Partial<typeof ORDER> = {}) => ({ infiltrate: { ...ORDER, ...patch } });
export const ATTACK_DIE = 'T14/soviet-exploit-attack/infiltration/attack';
export const DF_DIE = 'T14/soviet-exploit-attack/infiltration/df';

let walked: SosGame | null = null;

/** The campaign walked with empty files to turn 1's Soviet Exploit Attack window, the window kept and the turn set to `turn`. */
export function exploitAttack(turn: number): SosGame {
  if (!walked) {
    let g = ruleset.setup('scenario-3');
    for (let i = 0; i < 60 && ruleset.window(g)?.id !== 'T01/soviet-exploit-attack'; i++) g = ruleset.adjudicate(g, [sub(ruleset.window(g)!.waitingFor[0]!)], new FixedDice([])).state;
    if (ruleset.window(g)?.id !== 'T01/soviet-exploit-attack') throw new Error('the walk did not reach T01/soviet-exploit-attack');
    walked = g;
  }
  return { ...walked, position: { ...walked.position!, turn }, state: { ...walked.state, turn } };
}

/** The campaign's Soviet Exploit Attack Phase of `turn` (14: 26 September) with only the named pieces on the map, and the "attack" markers named. */
export function position(at: Record<string, string> = AT, opts: { turn?: number; attack?: string[]; spent?: string[]; standing?: SosStanding } = {}): SosGame {
  const g = exploitAttack(opts.turn ?? 14);
  const pieces = Object.fromEntries(Object.keys(g.state.pieces).map((id) => [id, freshPiece(at[id] ?? null)]));
  for (const id of Object.keys(at)) if (!pieces[id]) throw new Error(`${id} is not a counter of scenario #3`);
  for (const id of opts.spent ?? []) pieces[id] = { ...pieces[id]!, spent: true };
  return { ...g, state: { ...g.state, pieces, markers: { attack: opts.attack ?? [], breakthru: [] } }, standing: { german: opts.standing ?? { defense: { policy: 'plan' } }, soviet: null } };
}

export const issues = (g: SosGame, orders: unknown[]) => ruleset.check(g, sub('soviet', orders)).map((i) => [i.path.join('.'), i.code, i.rule]);
