import type { Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import type { z } from 'zod';
import type { BuildOrderSchema } from '../orders/engineering';
import { isBox } from '../orders/places';
import { bridgeAt, engineeringOf, fortificationAt, minefieldAt, taskOf } from '../state/engineering';
import type { SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import { movePosition } from '../windows/movement/position';
import { bridgeSupplied } from './bridge-supply';
import { watchers, type Watcher } from './build-watchers';

export type BuildBody = z.infer<typeof BuildOrderSchema>['build'];
type At = (string | number)[];

/** SoS 17.15, 17.24, 17.34: "Both combat engineer and construction engineer units": armored engineers are combat engineers (2.25). */
const ENGINEERS = new Set(['combatEngineer', 'armoredEngineer', 'constructionEngineer']);

/** The rule that sets the restrictions of each kind of work. */
export const BUILD_RULE = { bridge: 'SoS 17.15', minefield: 'SoS 17.24', fortification: 'SoS 17.34' } as const;

/** A build order's problems the side can know, and the enemy's hidden units that bar it (17.0: revealed by the referee). */
export interface BuildVerdict {
  issues: Issue[];
  hiddenWatchers: Watcher[];
}

/**
 * Whether engineers may start the task at the start of this movement phase (SoS 17.0, 17.11,
 * 17.15, 17.21, 17.24, 17.33, 17.34), on the position the phase begins with:
 * - each unit is an engineer of the side, on the map, neither pinned nor spent, not already on
 *   another task ("may not switch");
 * - a fortification or bridge is built in the engineers' own hex, a minefield in a hex adjacent
 *   to them; a bridge only on a balka hex (17.11), whose adjacent hexes vehicles reach (17.15);
 * - one work of a kind per hex (17.11, 17.21, 17.33); removal needs the work there;
 * - not in an enemy ZOC hex (17.15, 17.24, 17.34; a minefield in one may not be removed either),
 *   nor within the range of an enemy direct fire combat unit with a line of sight to the hex
 *   (the hidden ones bar it too and are revealed, 17.0).
 * Moving in the phase is barred by the task itself (run-phase.ts), as is the switch.
 */
export function buildProblems(ctx: PhaseContext, state: SosState, b: BuildBody, at: At): BuildVerdict {
  const rule: string = BUILD_RULE[b.kind];
  const out: Issue[] = [];
  const issue = (path: At, code: string, message: string, r = rule) => out.push({ path, code, message, rule: r });
  const map = ctx.env.map;
  if (!map.hex(b.hex as HexId)) return { issues: [{ path: [...at, 'hex'], code: 'off-map', message: `${b.hex} is not a hex of the map`, rule: 'SoS 2.17' }], hiddenWatchers: [] };
  b.units.forEach((id, k) => {
    const path = [...at, 'units', k];
    const c = ctx.env.findCounter(id);
    const p = state.pieces[id];
    if (!c || !p) return void issue(path, 'unknown-unit', `${id} is not a unit of this game`, 'SoS 2.32');
    if (c.side !== ctx.side) return void issue(path, 'not-your-unit', `${id} is not a ${ctx.side} unit`);
    if (!ENGINEERS.has(c.type)) return void issue(path, 'not-an-engineer', `${id} is not a combat or construction engineer unit`);
    if (p.eliminated || p.at === null || isBox(p.at)) return void issue(path, 'not-on-map', `${id} is not on the map`);
    if (p.pinned) issue(path, 'engineer-pinned', `${id} is pinned: pinned engineers may not build`);
    if (p.spent) issue(path, 'engineer-spent', `${id} is spent: spent engineers may not build`);
    const task = taskOf(state, id);
    if (task) issue(path, 'engineer-busy', `${id} is ${task.remove ? 'removing' : 'building'} a ${task.kind} in ${task.hex}: an engineer that starts a task may not switch to another`);
    const d = map.grid.distance(p.at as HexId, b.hex as HexId);
    if (b.kind === 'minefield' && d !== 1) issue(path, 'not-adjacent', `${id} is in ${p.at}: a minefield is built by an engineer that starts the movement phase adjacent to its hex`);
    if (b.kind !== 'minefield' && d !== 0) issue(path, 'not-in-hex', `${id} is in ${p.at}: a ${b.kind} is built by an engineer that starts the movement phase in its hex`);
  });
  const h = [...at, 'hex'];
  const e = engineeringOf(state);
  const present = b.kind === 'fortification' ? fortificationAt(state, b.hex) !== undefined : b.kind === 'minefield' ? minefieldAt(state, b.hex) !== undefined : bridgeAt(state, b.hex);
  const oneRule = { bridge: 'SoS 17.11', minefield: 'SoS 17.21', fortification: 'SoS 17.33' }[b.kind];
  if (b.remove && !present) issue(h, 'nothing-to-remove', `${b.hex} has no ${b.kind} to remove`);
  if (!b.remove && present) issue(h, 'one-per-hex', `${b.hex} has a ${b.kind} already: a hex may contain only one`, oneRule);
  if (e.tasks.some((t) => t.done === null && t.side === ctx.side && t.hex === b.hex && t.kind === b.kind)) issue(h, 'task-in-progress', `a ${b.kind} task is in progress in ${b.hex} already`, oneRule);
  if (b.kind === 'bridge' && !map.hex(b.hex as HexId)!.terrain.includes('balka')) issue(h, 'not-balka', `${b.hex} is not a balka hex: bridges are built on balka hexes`, 'SoS 17.11');
  if (b.kind === 'bridge' && !b.remove && out.length === 0 && !bridgeSupplied(ctx, state, b.hex)) issue(h, 'no-vehicle-access', `no unit of the side with MP of 12 or higher can reach a hex adjacent to ${b.hex} without crossing a balka: vehicles bring the materials`);
  if (movePosition(ctx.env, state, ctx.side).enemyZoc.has(b.hex)) issue(h, 'enemy-zoc', `${b.hex} is in an enemy ZOC: no ${b.kind} may be ${b.remove ? 'removed' : 'built'} there`);
  const seen = watchers(ctx.env, state, ctx.side, b.hex);
  seen.filter((w) => !w.hidden).forEach((w) => issue(h, 'enemy-fire-range', `${w.unit} in ${w.hex} has ${b.hex} in its direct-fire range and line of sight`));
  return { issues: out, hiddenWatchers: seen.filter((w) => w.hidden) };
}
