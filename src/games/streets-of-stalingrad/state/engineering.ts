import type { SosSide } from '../sequence/phases';
import type { SosState } from './types';

/** What an engineering task makes (SoS 17.0): a bridge (17.1), a minefield (17.2) or a fortification (17.3). */
export type SosWorkKind = 'fortification' | 'minefield' | 'bridge';

/** A (turn, phase) of the game. */
export interface SosMoment {
  turn: number;
  phase: number;
}

/**
 * SoS 17.15, 17.24, 17.34: an engineering task in progress: the engineer units that started it
 * in a movement phase of their side, the hex, what they build (or remove, the notes of 17.15,
 * 17.24, 17.34), and the movement phase of their side it is due in (17.16, 17.25, 17.35),
 * pushed on one movement phase for each phase an engineer was pinned, spent or in combat
 * (17.16, 17.26, 17.36). `done`: the phase the work was finished in; the engineers may move
 * again in their next movement phase (17.18, 17.27, 17.37) and the record goes then.
 */
export interface SosEngineeringTask {
  side: SosSide;
  units: string[];
  hex: string;
  kind: SosWorkKind;
  remove: boolean;
  started: SosMoment;
  due: SosMoment;
  /** The phases an engineer of the task was pinned, spent or in combat, each counted once (17.16, 17.26, 17.36). */
  delays: SosMoment[];
  done: SosMoment | null;
}

/** A finished minefield (17.2): its side, and whether the enemy has seen it (17.21). */
export interface SosMinefield {
  hex: string;
  side: SosSide;
  revealed: boolean;
}

/** A finished fortification (17.3): "Enemy units may never use friendly fortification units" (17.32). */
export interface SosFortification {
  hex: string;
  side: SosSide;
}

/**
 * The engineering of the game (SoS 17.0): tasks in progress and the works finished, each list
 * sorted by hex. There are no counters to place: a work is a marker of the state, and there
 * is no limit on their number (17.0).
 */
export interface SosEngineering {
  tasks: SosEngineeringTask[];
  fortifications: SosFortification[];
  minefields: SosMinefield[];
  /** SoS 17.11: bridge units by hex, usable by both sides. */
  bridges: string[];
}

export const noEngineering = (): SosEngineering => ({ tasks: [], fortifications: [], minefields: [], bridges: [] });

/** The state's engineering, empty when the game has none yet. */
export const engineeringOf = (state: SosState): SosEngineering => state.engineering ?? noEngineering();

/** The state with its engineering replaced (dropped when empty, so games without any keep their JSON). */
export function withEngineering(state: SosState, e: SosEngineering): SosState {
  const empty = e.tasks.length === 0 && e.fortifications.length === 0 && e.minefields.length === 0 && e.bridges.length === 0;
  const { engineering: _old, ...rest } = state;
  return empty ? rest : { ...rest, engineering: { tasks: e.tasks, fortifications: byHex(e.fortifications), minefields: byHex(e.minefields), bridges: [...e.bridges].sort() } };
}

const byHex = <T extends { hex: string }>(xs: T[]): T[] => [...xs].sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));

export const fortificationAt = (state: SosState, hex: string): SosFortification | undefined => engineeringOf(state).fortifications.find((f) => f.hex === hex);
export const minefieldAt = (state: SosState, hex: string): SosMinefield | undefined => engineeringOf(state).minefields.find((m) => m.hex === hex);
export const bridgeAt = (state: SosState, hex: string): boolean => engineeringOf(state).bridges.includes(hex);

/** The task an engineer is on (started or finished this phase), if any. */
export const taskOf = (state: SosState, unit: string): SosEngineeringTask | undefined => engineeringOf(state).tasks.find((t) => t.units.includes(unit));

export const before = (a: SosMoment, b: SosMoment): boolean => a.turn < b.turn || (a.turn === b.turn && a.phase < b.phase);
export const sameMoment = (a: SosMoment, b: SosMoment): boolean => a.turn === b.turn && a.phase === b.phase;
