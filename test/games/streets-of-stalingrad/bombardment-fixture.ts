import type { HexId } from '#kernel/ids';
import { sosEnv, type SosEnv } from '#games/streets-of-stalingrad/game/env';
import { setupGame } from '#games/streets-of-stalingrad/game/setup';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import type { SosWindowName } from '#games/streets-of-stalingrad/sequence/steps';
import { turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import { freshPiece, type SosPieceState, type SosState } from '#games/streets-of-stalingrad/state/types';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { sosData } from './game-fixture';

/** Lines of sight a test closes, "from>to"; every other line is open (the city LOS stands in). */
export const blockedLos = new Set<string>();
export const env: SosEnv = sosEnv(sosData(), (a, b) => !blockedLos.has(`${a}>${b}`));

/** A scenario #2 fragment on turn 1 (13 September): only the pieces named are in play, where named, with the marks given. */
export function fragment(at: Record<string, string>, marks: Record<string, Partial<SosPieceState>> = {}): SosState {
  const s = setupGame(env, 'scenario-2', {}).state;
  const pieces: Record<string, SosPieceState> = {};
  for (const id of Object.keys(s.pieces)) pieces[id] = { ...freshPiece(at[id] ?? null), ...(marks[id] ?? {}) };
  return { ...s, pieces };
}

/** The context of a bombardment window of turn 1. */
export function bombardCtx(name: SosWindowName, standing: Partial<Record<SosSide, SosStanding>> = {}): PhaseContext {
  const entry = turnPlan('scenario-2', 1)!.find((e): e is WindowEntry => e.kind === 'window' && e.name === name)!;
  return { env, scenario: 'scenario-2', turn: 1, window: entry, side: entry.side, standing: { german: standing.german ?? null, soviet: standing.soviet ?? null }, options: {} };
}

/** A land hex `d` hexes from `from`, not one of `not`, in label order. */
export function hexAt(from: string, d: number, not: readonly string[] = []): string {
  const h = env.map.ids.find((id) => env.map.hex(id)!.river === 'land' && !not.includes(id) && env.map.grid.distance(id, from as HexId) === d);
  if (!h) throw new Error(`no land hex ${d} from ${from}`);
  return h;
}

/** Hexes apart on the city map. */
export const distance = (a: string, b: string): number => env.map.grid.distance(a as HexId, b as HexId);
