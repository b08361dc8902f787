import type { UnitOptions } from '#kernel/engine/ruleset';
import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import type { SosScenarioId } from '#games/streets-of-stalingrad/sequence/scenarios';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';
import { planBuild } from './sos-fuzz-engineering';
import { planEntries } from './sos-fuzz-entries';
import { planHerman } from './sos-fuzz-herman';
import { planReplacements } from './sos-fuzz-replacements';
import { planTankRepair } from './sos-fuzz-tank-repair';
import { planMovement } from './sos-fuzz-orders';
import { planTransport } from './sos-fuzz-transport';

/**
 * A movement, exploit movement or reserves file (SoS 8.0): the orders of the phase's start
 * where the window takes them (`enter`, 21.2, 18.42-18.47; `replace`, 21.41; `repairTank`, 16.72; `build`, 17.15, 17.24, 17.34), now
 * and then a Soviet transport carrying (16.4), then the moves and 'attack' markers of
 * `planMovement` by the units those orders leave free (an engineer at work does not move,
 * 17.16; a passenger moves with its transport).
 */
export function planMovementWindow(env: SosEnv, state: SosState, scenario: SosScenarioId, side: SosSide, accepts: readonly string[], options: readonly UnitOptions[], rng: Rng): PlannedOrder[] {
  const out: PlannedOrder[] = [];
  const taken = new Set<string>();
  if (accepts.includes('enter')) out.push(...planEntries(env, state, side, rng.fork('enter')));
  // SoS 21.41-21.46: eliminated units rebuilt with the side's saved points
  if (accepts.includes('replace')) out.push(...planReplacements(env, state, side, options, rng.fork('replace')));
  // SoS 16.72: an eliminated tank on the tank repair unit, on the campaign's repair turns
  if (accepts.includes('repairTank')) out.push(...planTankRepair(env, state, options, rng.fork('repairTank')));
  if (accepts.includes('build')) {
    const b = planBuild(env, state, side, rng.fork('build'));
    if (b) {
      out.push(b.order);
      for (const u of b.units) taken.add(u);
    }
  }
  // SoS 13.1: Herman joins a Soviet infantry unit, or stays with one, for the Exploit Attack Phase's infiltration
  if (side === 'soviet' && scenario === 'scenario-3' && accepts.includes('move')) {
    const h = planHerman(env, state, scenario, options.filter((o) => !taken.has(o.unit)), rng.fork('herman'));
    out.push(...h.orders);
    for (const u of h.units) taken.add(u);
  }
  if (accepts.includes('move')) {
    const t = planTransport(env, state, side, options, taken, rng.fork('transport'));
    if (t) {
      out.push(t.order);
      for (const u of t.units) taken.add(u);
    }
  }
  return [...out, ...planMovement(env, state, side, accepts, options.filter((o) => !taken.has(o.unit)), rng.fork('moves'))];
}
