import { driveOnStalingrad, type DosState } from '#games/drive-on-stalingrad';
import type { FuzzTitle, PlannedFile, PlannedOrder } from '../fuzz-title';
import { randomAttacks } from './attack-orders';
import { chooseDeclaration } from './declarations';
import { counterOf, crtResults } from './dos-bundle';
import { directedFile } from './directed-orders';
import { dosBattles, dosEventProblems } from './event-problems';
import { dosLeakProblems } from './leak-problems';
import { randomEntries, randomMoves } from './move-orders';
import { randomAssaults, randomSeaMoves } from './special-orders';
import { randomStanding } from './standing-orders';
import { dosStateProblems } from './state-problems';
import { randomSupplyOrders } from './supply-orders';

/** The units an order names (so that one unit gets one order of a phase). */
const unitsOf = (p: PlannedOrder): string[] => {
  const body = Object.values(p.order as Record<string, Record<string, unknown>>)[0] ?? {};
  return [...(Array.isArray(body.units) ? (body.units as string[]) : []), ...(typeof body.unit === 'string' ? [body.unit] : [])];
};

/** The hexes where a side's units stand, sorted. */
const hexesOf = (state: DosState, side: string): string[] =>
  [...new Set(Object.entries(state.units).filter(([id, u]) => u.hex !== null && (counterOf(id).nationality === 'soviet') === (side === 'soviet')).map(([, u]) => u.hex!))].sort();

/**
 * Drive on Stalingrad for the fuzzer. A file for the open window: first a random
 * phase-order declaration when the window takes one (kept only if check() accepts it
 * alone), then the supply orders that go first (withdrawal, network marker), then the
 * phase's orders from the units' options (prepared assaults; or mobile assaults, sea
 * moves, reinforcements and moves), an aerial marker now and then, and sometimes
 * standing orders. The sides in `directed` play for the scenario's objectives instead
 * (directed-orders.ts), for balance runs.
 */
export function dosFuzzTitle(ruleset = driveOnStalingrad, directed: readonly string[] = []): FuzzTitle<DosState> {
  return {
    ruleset,
    resultKinds: crtResults,
    planFile({ state, window, side, options, rng, legal }): PlannedFile {
      if (directed.includes(side)) {
        const control = (ruleset.view(state, null) as { control?: Record<string, string> }).control ?? {};
        return directedFile({ state, window, side, options, control });
      }
      const { declaration, phase } = chooseDeclaration(window, side, rng, legal);
      const supply = randomSupplyOrders(window, options, rng);
      const orders: PlannedOrder[] = [...supply.first];
      if (phase === 'combat') {
        orders.push(...randomAttacks(options, rng));
      } else {
        const special: PlannedOrder[] = [];
        if (window.accepts.includes('assault')) special.push(...randomAssaults(options, !window.accepts.includes('declare'), rng));
        if (window.accepts.includes('sea')) special.push(...randomSeaMoves(options, rng));
        const busy = new Set(special.flatMap(unitsOf));
        const entries = window.accepts.includes('enter') ? randomEntries(options, rng) : [];
        const moves = randomMoves(options, busy, rng);
        orders.push(...special, ...(rng.chance(0.5) ? [...entries, ...moves] : [...moves, ...entries]));
      }
      for (const extra of supply.anywhere) orders.splice(rng.int(orders.length + 1), 0, extra);
      const standing = rng.chance(0.15) ? randomStanding(side, state.turn, hexesOf(state, side), rng) : undefined;
      return { prefix: declaration === null ? [] : [declaration], orders, ...(standing ? { standing } : {}) };
    },
    planStanding: (state, side, rng) => randomStanding(side, state.turn, hexesOf(state, side), rng),
    stateProblems: dosStateProblems,
    eventProblems: dosEventProblems,
    leakProblems: (state, options) => dosLeakProblems(ruleset, state, options),
    battles: dosBattles,
  };
}
