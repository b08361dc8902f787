import type { Issue } from '#kernel/engine/issues';
import { isArmored } from '../../combat/unit-classes';
import { toMoverCounter, toSosUnit } from '../../data/counter-inputs';
import type { Counter } from '../../data/counters';
import { movementAllowance } from '../../movement/allowance';
import { interdictionAf } from '../../markers/interdiction';
import { moverClass } from '../../movement/move-step';
import { walkPath, type PathEntry } from '../../movement/walk-path';
import type { SosSide } from '../../sequence/phases';
import type { SosState } from '../../state/types';
import { outOfSupplyOf } from '../../supply/out-of-supply';
import { stepPlace } from '../movement/places';
import { movePosition, pathEntry } from '../movement/position';
import { printedMp } from '../movement/stack';
import type { PhaseContext } from '../phase';

/** Why a counter may not retreat whatever its path: it moves by rules not refereed yet, or never moves. */
function noAllowance(c: Counter, mp: number | null): Omit<Issue, 'path'> | null {
  if (mp === null && c.type !== 'armoredTrain') return { code: 'not-yet-refereed', message: `${c.id} prints no MP (${String(c.mp)}): it moves by its own rules (the River Flotilla 16.51), which are not refereed yet`, rule: 'SoS 16.51' };
  if (mp === 0) return { code: 'may-not-move', message: `${c.id} prints MP 0: it never moves, so it may not retreat`, rule: c.type === 'tankRepair' ? 'SoS 16.71' : 'SoS 2.25' };
  return null;
}

/**
 * SoS 9.48 "All units may retreat one hex and may retreat up to 1/4 of their printed MP,
 * fractions rounded up": the MP one unit spends along a retreat before combat, each step
 * costed as movement costs it (movement/walk-path.ts: the terrain, the hexside, the road,
 * and the enemy's interdiction on the hex entered, 14.84), against a quarter of its printed
 * MP (movement/allowance.ts; 8 when dismounted, 8.71; a leader's or OP's 16 hexes, 18.15,
 * 14.92), and at least one hex whatever it costs. An armored train ("RR") has no printed MP
 * to take a quarter of: it retreats the one hex 9.48 gives "all units", across a railroad
 * hexside (16.61), a reading. The River Flotilla ("RF") or MP 0 (the tank repair unit, 16.71)
 * does not retreat. `ifAf`: the IF points an attack by direct fire units with IF puts on the hex (9.48: 1 MP
 * more to leave for every 5); motorized and towed units may not leave a hex with 5 or more points
 * of enemy explosion markers or Stukas, the attack's and the enemy's interdiction on it (14.84),
 * nor pass through one. The path's hexes are known to be
 * adjacent, on the map and free of enemy units and ZOC (defense-plan.ts); issues' paths are
 * relative to the retreat group.
 */
export function retreatWalkProblems(ctx: PhaseContext, state: SosState, defender: SosSide, hex: string, unit: string, k: number, path: readonly string[], ifAf = 0): Issue[] {
  const { env } = ctx;
  const c = env.counter(unit);
  const piece = state.pieces[unit]!;
  const printed = printedMp(c, piece.dismounted);
  const none = noAllowance(c, printed);
  if (none) return [{ path: ['units', k], ...none }];
  // SoS 9.48, 16.61: an armored train retreats one hex, along the railroad
  const train = c.type === 'armoredTrain';
  if (train && path.length > 1) return [{ path: ['path'], code: 'too-far', message: `${unit} is an armored train: it prints no MP ("RR") to take a quarter of, so it retreats the one hex every unit may`, rule: 'SoS 9.48, 16.61' }];
  const allowance = train ? 1 : movementAllowance(env.tables.movement, { printedMp: printed!, side: defender, kind: 'retreatBeforeCombat', isolated: outOfSupplyOf(state, unit) > 0 }).mp;
  // SoS 9.48: under an attack by direct fire units with IF, 1 MP more to leave the hex for every 5 IF points (foot and armored units);
  // motorized units (MP 24, 28) and towed artillery (MP 12, 15) may not leave a hex with 5 or more
  const mounted = !piece.dismounted && c.type !== 'leader' && c.type !== 'op';
  const foot = printed === 8 || !mounted;
  const u0 = toSosUnit(c);
  const armoredUnit = u0 !== undefined && isArmored({ ...u0, ...(piece.dismounted ? { dismounted: true } : {}) });
  // ... "may enter but may not leave or move through hexes with 5 or more points of enemy explosion points": the attacked hex's
  // points are the attack's IF and Stukas with the enemy's interdiction already on it (14.84: its explosion markers stay there)
  const enemy = defender === 'german' ? 'soviet' : 'german';
  const onHex = ifAf + interdictionAf(state, hex, enemy);
  if (onHex >= 5 && mounted && !foot && !armoredUnit) return [{ path: ['units', k], code: 'held-by-fire', message: `${unit} is a motorized or towed unit and may not leave ${hex}: ${onHex} points of enemy IF explosion markers and Stukas are on it`, rule: 'SoS 9.48' }];
  if (mounted && !foot && !armoredUnit) {
    const k2 = path.slice(0, -1).findIndex((h) => interdictionAf(state, h, enemy) >= 5);
    if (k2 >= 0) return [{ path: ['path', k2 + 1], code: 'held-by-fire', message: `${unit} is a motorized or towed unit: it may enter ${path[k2]} but not leave it, with 5 or more points of enemy explosion markers on it`, rule: 'SoS 9.48' }];
  }
  const leaving = c.type === 'leader' || c.type === 'op' || train ? 0 : Math.floor(ifAf / 5);
  const pos = movePosition(env, state, defender);
  // the enemy's interdiction on each hex entered is in the entry (14.84)
  // a retreat (9.87) is not read as movement a minefield stops (17.22 speaks of units that move)
  const entries: PathEntry[] = path.map((to, i) => {
    const { minefield: _m, ...e } = pathEntry(env, pos, i === 0 ? hex : path[i - 1]!, to, 0)!;
    return e;
  });
  const u = toSosUnit(c);
  const walk = walkPath(env.tec, {
    side: defender,
    phase: ctx.window.phase,
    availableMp: allowance - leaving,
    movers: [moverClass({ ...toMoverCounter(c), dismounted: piece.dismounted })],
    armored: u !== undefined && isArmored({ ...u, ...(piece.dismounted ? { dismounted: true } : {}) }),
    transport: false,
    breakthroughMovement: false,
    start: stepPlace(env.map, state, hex)!,
    path: entries,
  });
  if (walk.ok) return [];
  if (walk.code !== 'not-enough-mp') return [{ path: ['path', walk.index], code: walk.code, message: `${unit}: ${walk.message}`, rule: walk.rule }];
  // SoS 9.48: "All units may retreat one hex", whatever the hex costs
  if (path.length === 1) return [];
  const needed = (walk.steps.at(-1)?.spent ?? 0) + (walk.cost ?? 0);
  const base = c.type === 'leader' || c.type === 'op' ? 'its 16 hexes (18.15, 14.92)' : piece.dismounted ? 'its 8 MP dismounted (8.71)' : `its printed ${printed} MP`;
  return [{
    path: ['path'],
    code: 'too-far',
    message: `${unit} spends ${needed + leaving} MP to reach ${path[walk.index]}${leaving ? ` (${leaving} to leave the hex under IF fire)` : ''}: a retreat before combat spends at most ${allowance} MP (a quarter of ${base}, rounded up), or goes one hex`,
    rule: 'SoS 9.48',
  }];
}
