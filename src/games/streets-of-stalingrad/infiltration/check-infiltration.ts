import type { Issue } from '#kernel/engine/issues';
import type { SosOrder } from '../orders/schema';
import type { InfiltrateBody } from '../orders/fire';
import type { SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import { isHex, sideAt } from '../windows/attack/battlefield';
import { firerProblems } from '../windows/attack/firer-problems';
import { unitOf } from '../windows/attack/fire-units';
import { moveTo } from '../windows/attack/position-edits';
import { isCombatUnit } from '../combat/unit-classes';
import { infiltrationBegun } from './infiltration-start';
import { isHerman, isSovietInfantry } from './infiltrators';
import { onSovietSide, sovietLine, stayingSoviets, tetherHexes } from './soviet-side';
import { walkProblems } from './infiltration-walk';
import { walkBoard } from './walk-board';
import { attackBar } from '../leaders/attack-bar';
import { sovietSees } from './soviet-sight';
import { germanCombatUnitsIn } from './infiltration-target';

/** The infiltrations of a file with their place in it. */
export const infiltrationsOf = (orders: readonly SosOrder[]): { i: number; infiltrate: InfiltrateBody }[] =>
  orders.flatMap((o, i) => ('infiltrate' in o ? [{ i, infiltrate: o.infiltrate }] : []));

/** The two infiltrators' problems (13.1): Herman and one Soviet infantry unit, stacked in a hex of the map, the infantry able to attack (9.11). */
function whoProblems(ctx: PhaseContext, state: SosState, units: readonly string[], at: (...rest: (string | number)[]) => (string | number)[]): Issue[] {
  const { env } = ctx;
  const out: Issue[] = [];
  units.forEach((u, k) => {
    const c = env.findCounter(u);
    if (!c) out.push({ path: at('units', k), code: 'unknown-unit', message: `${u} is not a counter of this game`, rule: 'SoS 2.2' });
    else if (!state.pieces[u]) out.push({ path: at('units', k), code: 'not-in-scenario', message: `${u} is not in this scenario`, rule: 'SoS 2.32' });
    else if (!isHex(env, state.pieces[u]!.at)) out.push({ path: at('units', k), code: 'not-on-map', message: `${u} is not on the map`, rule: 'SoS 13.1' });
  });
  if (out.length) return out;
  if (!units.some((u) => isHerman(env, u))) out.push({ path: at('units'), code: 'no-herman', message: 'the infiltration is made by the Herman leader unit: name him', rule: 'SoS 13.1' });
  units.forEach((u, k) => {
    if (isHerman(env, u)) return;
    if (!isSovietInfantry(env, state, u)) out.push({ path: at('units', k), code: 'not-soviet-infantry', message: `${u} is not a Soviet infantry unit: Herman takes one Soviet infantry unit with him`, rule: 'SoS 13.1' });
    else if (state.pieces[u]!.pinned) out.push({ path: at('units', k), code: 'pinned', message: `${u} is pinned: it may neither move nor attack`, rule: 'SoS 9.112, 13.1' });
    else if (state.pieces[u]!.spent) out.push({ path: at('units', k), code: 'spent', message: `${u} is spent: it may not attack`, rule: 'SoS 9.62, 13.1' });
  });
  if (out.length) return out;
  const [a, b] = units.map((u) => state.pieces[u]!.at);
  if (a !== b) out.push({ path: at('units'), code: 'not-stacked', message: `${units[0]} (in ${a}) and ${units[1]} (in ${b}) are not stacked: Herman takes a unit he is stacked with`, rule: 'SoS 13.1' });
  return out;
}

/**
 * SoS 13.3, 7.1: the one German combat unit attacked, in the target hex. A named unit is one the
 * Soviet sees (soviet-sight.ts); that is asked before where it is, so the refusal of an unseen
 * unit is the same wherever it stands. With no unit named, the hex must hold a German combat
 * unit (infiltration-target.ts takes the first).
 */
function targetProblems(ctx: PhaseContext, state: SosState, o: InfiltrateBody, at: (...rest: (string | number)[]) => (string | number)[]): Issue[] {
  const { env } = ctx;
  if (!isHex(env, o.target)) return [{ path: at('target'), code: 'off-map', message: `${o.target} is not a hex of the map`, rule: 'SoS 13.3' }];
  if (o.unit === undefined) {
    return germanCombatUnitsIn(env, state, o.target).length ? [] : [{ path: at('target'), code: 'no-enemy', message: `no German combat unit is in ${o.target}`, rule: 'SoS 13.3' }];
  }
  const c = env.findCounter(o.unit);
  if (!c || !state.pieces[o.unit]) return [{ path: at('unit'), code: 'unknown-unit', message: `${o.unit} is not a counter of this game`, rule: 'SoS 2.2' }];
  if (c.side !== 'german') return [{ path: at('unit'), code: 'not-german', message: `${o.unit} is not a German unit`, rule: 'SoS 13.3' }];
  if (!sovietSees(env, state)(o.unit)) return [{ path: at('unit'), code: 'unseen-unit', message: `${o.unit} is not a unit the Soviet sees: name a unit he may examine, or give the hex alone for a hidden stack`, rule: 'SoS 7.1, 7.2, 13.3' }];
  if (!sideAt(env, state, o.target, 'german').includes(o.unit)) return [{ path: at('unit'), code: 'not-there', message: `${o.unit} is not in ${o.target}`, rule: 'SoS 13.3' }];
  const u = unitOf(env, state, o.unit);
  if (!u || !isCombatUnit(u)) return [{ path: at('unit'), code: 'not-a-combat-unit', message: `${o.unit} is not a combat unit: the infiltration attacks one German combat unit`, rule: 'SoS 13.3' }];
  return [];
}

/**
 * SoS 13.1-13.8: every problem of the `infiltrate` orders of a Soviet Exploit Attack file: from
 * the 26 September turn (13.1), one a phase (13.3: "A maximum of one German combat unit may be
 * attacked"), Herman with one Soviet infantry unit he is stacked with (13.1), the way in within
 * 4 hexes of the Soviet units left behind and by 13.2 (infiltration-walk.ts), the infantry able
 * to fire at the target from its last hex (9.2, 9.3, as any attacker: firer-problems.ts), one
 * German combat unit there, named only if the Soviet sees it (13.3, 7.1), not barred by
 * 18.52 (the options ask this check, infiltration-options.ts), and the way back, at most 4 hexes, ending on the Soviet side
 * (13.8, soviet-side.ts). `firedBy` gets the infantry: it fires in no attack of the file (9.15).
 */
export function infiltrationProblems(ctx: PhaseContext, state: SosState, orders: readonly SosOrder[], firedBy: Map<string, number>): Issue[] {
  const issues: Issue[] = [];
  const all = infiltrationsOf(orders);
  for (const [n, { i, infiltrate: o }] of all.entries()) {
    const at = (...rest: (string | number)[]) => ['orders', i, 'infiltrate', ...rest];
    if (ctx.side !== 'soviet') {
      issues.push({ path: at(), code: 'not-soviet', message: 'only the Soviet player infiltrates', rule: 'SoS 13.1' });
      continue;
    }
    if (!infiltrationBegun(ctx.scenario, ctx.turn)) {
      issues.push({ path: at(), code: 'before-26-september', message: 'Herman infiltrates from the 26 September turn', rule: 'SoS 13.1' });
      continue;
    }
    // SoS 18.52, 13.1: the infiltration is an attack: barred with the others until the turn after Chuikov or the HQ arrives
    const bar = attackBar(ctx.env, state, ctx.side, ctx.turn);
    if (bar) issues.push({ path: at(), code: 'no-attacks-yet', message: bar.message, rule: bar.rule });
    if (n > 0) issues.push({ path: at(), code: 'one-infiltration', message: 'Herman and his infantry unit attack one German combat unit a phase: one infiltration', rule: 'SoS 13.3' });
    const who = whoProblems(ctx, state, o.units, at);
    issues.push(...who);
    issues.push(...targetProblems(ctx, state, o, at));
    if (who.length) continue;
    const infantry = o.units.find((u) => !isHerman(ctx.env, u))!;
    firedBy.set(infantry, -1 - i);
    const start = state.pieces[infantry]!.at!;
    const movers = [...o.units];
    const tether = tetherHexes(ctx.env, stayingSoviets(ctx.env, state, movers));
    const board = walkBoard(ctx.env, state);
    const inProblems = walkProblems(ctx.env, state, board, start, o.path, movers, { tether });
    for (const p of inProblems) issues.push({ path: at('path', p.step), code: p.code, message: p.message, rule: p.rule });
    if (inProblems.length) continue;
    const from = o.path[o.path.length - 1]!;
    const there = moveTo(state, movers, from);
    if (isHex(ctx.env, o.target)) issues.push(...firerProblems(ctx, there, o.target, infantry, from, at('units', o.units.indexOf(infantry))));
    const backProblems = walkProblems(ctx.env, there, board, from, o.back, movers, {});
    for (const p of backProblems) issues.push({ path: at('back', p.step), code: p.code, message: p.message, rule: p.rule });
    const end = o.back[o.back.length - 1]!;
    if (backProblems.length === 0 && !onSovietSide(ctx.env, sovietLine(ctx.env, state, movers), board.germanZoc, end)) {
      issues.push({ path: at('back', o.back.length - 1), code: 'not-back', message: `${end} is not on the Soviet side: the way back ends with or next to a Soviet combat unit that did not infiltrate, out of German ZOC when next to it`, rule: 'SoS 13.8' });
    }
  }
  return issues;
}
