import type { Issue } from '#kernel/engine/issues';
import type { TargetHex } from '../combat/fire-combat';
import { firePoints, isRefusal } from '../combat/fire-points';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import { sees } from '../windows/attack/battlefield';
import { firerOf } from '../windows/attack/fire-units';
import { EAST_BANK_BOXES, isFlotilla, usedThisTurn } from './flotilla-use';
import { isSolidVolga, isVolgaCliff } from './volga-hexes';

/** River Flotilla units placed in one Volga River hex to fire (16.53). */
export interface FlotillaGroup {
  units: readonly string[];
  from: string;
}

/** What the groups of one file (or one answer) have taken so far: each unit fires once (9.15), at most two a Volga hex (16.53). */
export interface FlotillaTally {
  seen: Set<string>;
  perHex: Map<string, number>;
}

export const newFlotillaTally = (): FlotillaTally => ({ seen: new Set(), perHex: new Map() });

/** What the groups fire at: the hex, the kind of fire, and the target as fire combat reads it; null when they are only placed (a movement phase, 16.53). */
export interface FlotillaAim {
  at: string;
  kind: 'attack' | 'defensiveFire';
  target: TargetHex;
}

const MAX_A_HEX = 2;

/** SoS 16.55: the hex River Flotilla units fire at is a Volga River cliff hex; null when it is. */
export const cliffProblem = (ctx: PhaseContext, at: string): Omit<Issue, 'path'> | null =>
  isVolgaCliff(ctx.env, at) ? null : { code: 'not-a-volga-cliff', message: `${at} is not a Volga River cliff hex: River Flotilla units fire only at German units on those (e.g. 0172, not 0272)`, rule: 'SoS 16.55' };

/**
 * SoS 16.51-16.55: every problem of River Flotilla groups placed, and firing at `aim.at` (the
 * attacked hex, or the attacking hex in defensive fire), each at `path` + its place: the side is the
 * Soviet; each unit is a River Flotilla unit of his, waiting in an East Bank box (16.56: not
 * eliminated, 16.57), not pinned (16.57: "until the next turn"), not used yet this turn
 * (16.52), named once (9.15); placed in a solid Volga River hex of the scenario, not a river
 * bank hex, at most two a hex with those already there (16.53); within range and sight of the
 * hex they fire at (9.23, 9.31).
 */
export function flotillaProblems(ctx: PhaseContext, state: SosState, side: SosSide, groups: readonly FlotillaGroup[], aim: FlotillaAim | null, tally: FlotillaTally, path: (string | number)[]): Issue[] {
  const { env } = ctx;
  const out: Issue[] = [];
  groups.forEach((g, i) => {
    const here = [...path, i];
    if (side !== 'soviet') {
      out.push({ path: here, code: 'soviet-only', message: 'the River Flotilla is Soviet', rule: 'SoS 16.51' });
      return;
    }
    const onVolga = isSolidVolga(env, g.from);
    if (!onVolga) out.push({ path: [...here, 'from'], code: 'not-solid-volga', message: `${g.from} is not a solid Volga River hex: River Flotilla units are placed only there, not in river bank hexes`, rule: 'SoS 16.53' });
    else if (!env.data.start.boundary(ctx.scenario).has(g.from)) out.push({ path: [...here, 'from'], code: 'outside-scenario', message: `${g.from} is outside the boundary of this scenario`, rule: 'SoS 2.34' });
    g.units.forEach((u, k) => {
      const p = [...here, 'units', k];
      const c = env.findCounter(u);
      const piece = state.pieces[u];
      if (!c || !piece) {
        out.push({ path: p, code: 'not-in-scenario', message: `${u} is not a counter of this scenario`, rule: 'SoS 2.32' });
        return;
      }
      if (!isFlotilla(env, u) || c.side !== 'soviet') {
        out.push({ path: p, code: 'not-flotilla', message: `${u} is not a Soviet River Flotilla unit`, rule: 'SoS 16.51' });
        return;
      }
      if (tally.seen.has(u)) out.push({ path: p, code: 'fires-twice', message: `${u} is named twice: it fires at one hex`, rule: 'SoS 9.15' });
      tally.seen.add(u);
      if (usedThisTurn(state, u, ctx.turn)) out.push({ path: p, code: 'used-this-turn', message: `${u} has been used this turn: River Flotilla units are used once a turn`, rule: 'SoS 16.52' });
      else if (piece.eliminated || piece.at === null) out.push({ path: p, code: 'not-in-play', message: `${u} is eliminated and has not come back yet`, rule: 'SoS 16.57' });
      else if (!EAST_BANK_BOXES.includes(piece.at)) out.push({ path: p, code: 'not-in-box', message: `${u} is in ${piece.at}, not in an East Bank box`, rule: 'SoS 16.56' });
      else if (piece.pinned) out.push({ path: p, code: 'pinned', message: `${u} is pinned and waits in its box until the next turn`, rule: 'SoS 16.57' });
      if (!onVolga || !aim) return;
      const { at, kind, target } = aim;
      const f = firerOf(env, state, u, g.from, at, false);
      if (!f) return;
      const read = firePoints(kind === 'defensiveFire' ? { ...f, pinned: false, spent: false, defending: true } : { ...f, pinned: false, spent: false }, kind, target);
      if (isRefusal(read)) out.push({ path: p, code: read.rule === 'SoS 9.23' ? 'out-of-range' : 'may-not-fire', message: `${u}: ${read.refused}`, rule: read.rule });
      else if (f.distance > 1 && !sees(env, g.from, at)) out.push({ path: p, code: 'no-los', message: `${g.from} has no line of sight to ${at}`, rule: 'SoS 9.31' });
    });
    if (onVolga) {
      const there = Object.keys(state.pieces).filter((id) => state.pieces[id]!.at === g.from && isFlotilla(env, id)).length;
      const n = (tally.perHex.get(g.from) ?? there) + g.units.length;
      tally.perHex.set(g.from, n);
      if (n > MAX_A_HEX) out.push({ path: [...here, 'from'], code: 'flotilla-over-stacked', message: `at most ${MAX_A_HEX} River Flotilla units are placed in one Volga River hex (${g.from})`, rule: 'SoS 16.53' });
    }
  });
  return out;
}

