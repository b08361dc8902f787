import { engineeringOf, withEngineering } from '../state/engineering';
import type { SosSide } from '../sequence/phases';
import type { PhaseRun } from '../windows/movement/phase-run';
import type { SosEnv } from '../game/env';

/**
 * SoS 17.32: "A fortification unit is removed from a hex ... if any enemy units enter a hex
 * with only a fortification unit": the hexes a move of `side` entered, up to where its units
 * stand now (a move opportunity fire stopped ends there), each holding an enemy fortification
 * and none of its side's pieces. The end of a move is seen after the window too
 * (engineering/progress.ts); this sees the hexes passed through.
 */
export function fortificationsEntered(env: SosEnv, run: PhaseRun, side: SosSide, units: readonly string[], path: readonly string[], order: number): void {
  const e = engineeringOf(run.state);
  if (e.fortifications.length === 0 || units.length === 0) return;
  const at = run.state.pieces[units[0]!]?.at ?? null;
  const reached = at === null ? -1 : path.indexOf(at);
  const entered = new Set(path.slice(0, reached + 1));
  const gone = e.fortifications.filter((f) => f.side !== side && entered.has(f.hex) && !Object.entries(run.state.pieces).some(([id, p]) => p.at === f.hex && env.counter(id).side === f.side));
  if (gone.length === 0) return;
  run.state = withEngineering(run.state, { ...e, fortifications: e.fortifications.filter((f) => !gone.includes(f)) });
  for (const f of gone) run.events.push({ type: 'fortification-removed', order, hex: f.hex, side: f.side, reason: 'an enemy unit entered the hex with only the fortification', rule: 'SoS 17.32' });
}
