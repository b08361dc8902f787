import type { Issue } from '#kernel/engine/issues';
import { noDice } from '#kernel/dice/no-dice';
import { hexId } from '#kernel/ids';
import { commandRefusal } from '../../command/restrictions';
import type { KbSide } from '../../data/ids';
import type { KbEnv } from '../../game/env';
import type { MovementEvent } from '../../movement-phase/events';
import { executeMovementPhase } from '../../movement-phase/execute';
import { bareHex } from '../../orders/hex';
import type { KbMovementOrder } from '../../orders/movement';
import type { KbOrder } from '../../orders/schema';
import type { KbState } from '../../state/types';
import { asUncommitted, barredUnits, restore } from './barred';
import { applyConstruction } from './construction';
import { inPlace, isMovementOrder } from './in-place';
import { northDutyIssues } from './north';

type Path = (string | number)[];

/** `orders[1].assault.then[0]` as a kernel path. */
export const pathOf = (at: string): Path => at.split('.').flatMap((part) => {
  const m = /^([A-Za-z]+)((?:\[\d+\])*)$/.exec(part);
  if (!m) return [part];
  return [m[1]!, ...[...m[2]!.matchAll(/\[(\d+)\]/g)].map((x) => Number(x[1]))];
});

const hasAssault = (o: KbMovementOrder): boolean =>
  'assault' in o || ('overrun' in o && [...(o.overrun.then ?? []), ...(o.overrun.else ?? [])].some(hasAssault));

/**
 * The Movement window's file against the position its window opened on
 * (docs/kharkov-battles.md "Orders that became illegal"), every problem at once:
 * - construction orders as they will be carried out (construction.ts);
 * - every movement order, branches included, for what no die can change: the unit known,
 *   the side's own, on the map and free to move (barred.ts: 13.2, 20.1), free to make a
 *   Mobile Assault (13.2: not marked OOC); each hex of the
 *   scenario's map (a label of the other map refused) and in play (KB 20.3);
 * - the orders before the first roll (the first order holding an assault) carried out on
 *   the position after construction, each problem with its path (`orders[2].move`);
 * - KB 20.1: a file that gives orders moves every 38th Army unit that owes a move north by
 *   an order of its own (north.ts, `must-move-north` at `orders`); an empty file is not refused.
 */
export function checkMovementWindow(env: KbEnv, state: KbState, side: KbSide, orders: readonly KbOrder[], options: Readonly<Record<string, string>> = {}): Issue[] {
  const ctx = env.ctxOf(state);
  const issues: Issue[] = [];
  const built = applyConstruction(env, state, side, orders);
  for (const r of built.refused) issues.push(...r.issues);

  const hex = (h: string, path: Path) => {
    const prefix = /^K[BH]/.exec(h)?.[0];
    if (prefix && prefix !== state.map) return void issues.push({ path, code: 'wrong-map', message: `${h} is a hex of the ${prefix} map; this scenario is played on the ${state.map} map`, rule: 'KB 20.0' });
    const id = hexId(bareHex(h));
    if (!ctx.map.has(id)) issues.push({ path, code: 'off-map', message: `${h} is not a hex of the ${state.map} map`, rule: 'KB 10.0' });
    else if (state.owner[id] === undefined) issues.push({ path, code: 'hex-out-of-play', message: `${h} is out of play in this scenario`, rule: 'KB 20.3' });
  };
  const barred = barredUnits(ctx, { ...state, at: { turn: state.at.turn, stage: side, phase: 'movement' } }, side, options);
  const unit = (u: string, path: Path) => {
    const def = ctx.units.get(u);
    const st = state.units[u];
    const bar = barred.get(u);
    if (!def || !st) issues.push({ path, code: 'unknown-unit', message: `the game holds no unit "${u}"` });
    else if (def.side !== side) issues.push({ path, code: 'not-your-unit', message: `${u} is not a ${side} unit`, rule: 'KB 10.1' });
    else if (st.where !== 'map') issues.push({ path, code: 'not-on-map', message: `${u} is not on the map`, rule: 'KB 10.0' });
    else if (bar) issues.push({ path, code: bar.code, message: bar.message, ...(bar.rule ? { rule: bar.rule } : {}) });
  };
  const walk = (o: KbMovementOrder, at: Path) => {
    if ('move' in o) {
      unit(o.move.unit, [...at, 'move', 'unit']);
      o.move.path.forEach((h, i) => hex(h, [...at, 'move', 'path', i]));
      return;
    }
    const [key, body] = 'assault' in o ? (['assault', o.assault] as const) : (['overrun', o.overrun] as const);
    unit(body.unit, [...at, key, 'unit']);
    // KB 13.2: a unit marked OOC ('hold') moves but makes no Mobile Assault; no die changes its marker
    if (key === 'assault' && !barred.has(body.unit) && state.units[body.unit] && ctx.units.get(body.unit)?.side === side) {
      const command = commandRefusal(ctx, state, body.unit, 'attack');
      if (command?.code === 'out-of-command') issues.push({ ...command, path: [...at, key, 'unit'] });
    }
    (body.path ?? []).forEach((h, i) => hex(h, [...at, key, 'path', i]));
    hex(body.target, [...at, key, 'target']);
    if ('retreat' in body) (body.retreat ?? []).forEach((h, i) => hex(h, [...at, key, 'retreat', i]));
    body.then?.forEach((b, i) => walk(b, [...at, key, 'then', i]));
    body.else?.forEach((b, i) => walk(b, [...at, key, 'else', i]));
  };
  const flawed = new Set<number>();
  orders.forEach((o, i) => {
    const before = issues.length;
    if (isMovementOrder(o)) walk(o, ['orders', i]);
    if ('build' in o) hex(o.build.hex, ['orders', i, 'build', 'hex']);
    if ('removeFz' in o) hex(o.removeFz.hex, ['orders', i, 'removeFz', 'hex']);
    if ('pontoon' in o) [o.pontoon.hex, o.pontoon.across].forEach((h, k) => hex(h, ['orders', i, 'pontoon', k === 0 ? 'hex' : 'across']));
    if ('removeBridge' in o) [o.removeBridge.hex, o.removeBridge.across].forEach((h, k) => hex(h, ['orders', i, 'removeBridge', k === 0 ? 'hex' : 'across']));
    if (issues.length > before) flawed.add(i);
  });

  // the orders before the first roll, carried out as they will be (those refused above left out)
  const roll = orders.findIndex((o) => isMovementOrder(o) && hasAssault(o));
  const before = inPlace(roll < 0 ? orders : orders.slice(0, roll), (_o, i) => !flawed.has(i));
  const judge = env.judge(built.state, side, { axis: null, soviet: null }, noDice('a Movement window check'), 'check');
  const start: KbState = { ...built.state, at: { turn: state.at.turn, stage: side, phase: 'movement' } };
  const ran = executeMovementPhase({
    ctx,
    state: asUncommitted(start, barred),
    side,
    orders: before.list,
    tec: env.tec,
    mobileAssaultTable: env.mobileAssault,
    dice: noDice('a Movement window check'),
    mover: env.mover,
    fullySupported: judge.fullySupported,
    strengths: judge.strengths,
    displaceTo: judge.displaceTo,
  });
  for (const e of restore(ran.state, ran.events, barred).events.filter(before.ours)) issues.push(...skippedIssues(e));
  // KB 20.1: a 38th Army unit a retreat left south of row 49 that can move north is moved by the file (an empty file: by the server)
  issues.push(...northDutyIssues(env, state, side, orders, options));
  return issues;
}

function skippedIssues(e: MovementEvent): Issue[] {
  if (e.kind !== 'skipped') return [];
  const path = pathOf(e.at);
  return e.reasons.map((r) => ({ path, code: r.code, message: r.message, ...(r.rule ? { rule: r.rule } : {}) }));
}
