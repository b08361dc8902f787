import bundle from '../../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { DataBundle } from '#games/drive-on-stalingrad/data/schema';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { side } from '#kernel/ids';

/** The shipped bundle's context and ruleset, built once per test file. */
export const ctx = createContext(DataBundle.parse(bundle));
export const ruleset = driveOnStalingrad;

/** A fresh Operation Uranus (or other scenario) state with some fields replaced. */
export function uranusState(overrides: Partial<DosState> = {}, scenario = 'operation-uranus'): DosState {
  return { ...ruleset.setup(scenario), ...overrides };
}

/** The state with units moved (hex) or taken off (null = eliminated). */
export function withUnits(state: DosState, moves: Record<string, string | null>): DosState {
  const units = { ...state.units };
  for (const [id, hex] of Object.entries(moves)) {
    const u = units[id];
    if (!u) throw new Error(`no unit ${id} in the state`);
    units[id] = hex === null ? { ...u, hex: null, status: 'eliminated' } : { ...u, hex: hex as never, status: 'on-map' };
  }
  return { ...state, units };
}

/** The units that set up in one Uranus army. */
export const armyUnits = (army: string): string[] =>
  ctx.scenarios.get('operation-uranus')!.data.setup.filter((p) => p.army === army).map((p) => p.unit);

export const sub = (s: string, orders: unknown[], standing?: unknown) => ({ side: side(s), orders, ...(standing ? { standing } : {}) });
