import { hexId } from '#kernel/ids';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import { isBox } from '#games/streets-of-stalingrad/orders/places';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import { bridgeAt, fortificationAt, minefieldAt, taskOf, type SosWorkKind } from '#games/streets-of-stalingrad/state/engineering';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/** SoS 17.15, 17.24, 17.34: the units that build (armored engineers are combat engineers, 2.25). */
const ENGINEERS = new Set(['combatEngineer', 'armoredEngineer', 'constructionEngineer']);

const workAt = (state: SosState, kind: SosWorkKind, hex: string): boolean =>
  kind === 'fortification' ? fortificationAt(state, hex) !== undefined : kind === 'minefield' ? minefieldAt(state, hex) !== undefined : bridgeAt(state, hex);

/**
 * Now and then an engineering task (SoS 17.0): one or two engineers of the side standing
 * together on the map, free and on no task, start a fortification in their hex (17.3), a
 * minefield in a hex next to them (17.2) or a bridge on their balka hex (17.1), or remove the
 * work there when there is one (the notes of 17.15, 17.24, 17.34). `options()` lists no build,
 * so these are guesses: the check refuses what it must (enemy ZOC, enemy fire range, one a
 * hex, a bridge the vehicles cannot supply) with a typed issue. Now and then a guess the
 * check must refuse outright: an engineer already on a task, a bridge off a balka.
 * Returns the order, or nothing; the engineers named must not move in the file.
 */
export function planBuild(env: SosEnv, state: SosState, side: SosSide, rng: Rng): { order: PlannedOrder; units: string[] } | null {
  if (!rng.chance(0.35)) return null;
  const engineers = Object.keys(state.pieces).filter((id) => {
    const p = state.pieces[id]!;
    const c = env.counter(id);
    return c.side === side && ENGINEERS.has(c.type) && p.at !== null && !isBox(p.at) && !p.eliminated;
  });
  const free = engineers.filter((id) => !state.pieces[id]!.pinned && !state.pieces[id]!.spent && !taskOf(state, id));
  // one build in ten names any engineer, busy or pinned: the check refuses it with its issue
  const pool = rng.chance(0.1) ? engineers : free;
  if (pool.length === 0) return null;
  const first = rng.pick(pool);
  const at = state.pieces[first]!.at!;
  const mates = pool.filter((id) => id !== first && state.pieces[id]!.at === at);
  // SoS 17.16, 17.35: two engineers build a fortification or a Soviet bridge in half the time
  const units = mates.length > 0 && rng.chance(0.4) ? [first, rng.pick(mates)] : [first];
  const balka = env.map.hex(hexId(at))?.terrain.includes('balka') ?? false;
  const kind: SosWorkKind = balka && rng.chance(0.5) ? 'bridge' : rng.pick(['fortification', 'minefield', 'fortification', 'bridge'] as const);
  const around = env.map.grid.neighbours(hexId(at)).filter((h) => env.map.hex(h));
  const hex = kind === 'minefield' && around.length > 0 ? rng.pick(around) : at;
  const remove = workAt(state, kind, hex) && rng.chance(0.7);
  const order = { build: { units, kind, hex, ...(remove ? { remove: true as const } : {}) } };
  return { order: { order, offered: false }, units };
}
