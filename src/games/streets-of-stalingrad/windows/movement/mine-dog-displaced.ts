import type { SosState } from '../../state/types';
import { piecesAt } from '../../state/occupancy';
import { distance, isHex, mayEnter, sideAt, stackKeeps } from '../attack/battlefield';
import { eliminate, moveTo } from '../attack/position-edits';
import type { PhaseContext } from '../phase';
import { withCombatUnit } from './enterable-enemy-hex';
import type { PhaseRun } from './phase-run';

/**
 * SoS 16.25 (printed 16.15 under 16.2): "If German combat units move into or through a hex with
 * only a Soviet mine dog unit, move the mine dog immediately to the nearest friendly unit."
 */

/** The Soviet mine dog alone at `hex` (no other piece of either side but the movers), or undefined. */
function loneMineDog(ctx: PhaseContext, state: SosState, hex: string, movers: readonly string[]): string | undefined {
  const there = piecesAt(state, hex).filter((id) => !movers.includes(id));
  if (there.length !== 1) return undefined;
  const c = ctx.env.counter(there[0]!);
  return c.side === 'soviet' && c.type === 'mineDog' ? c.id : undefined;
}

/**
 * The hex the dog goes to: the nearest map hex holding a Soviet unit (any Soviet piece but
 * the dog), no German unit, that Soviet units may enter and that takes one more mine dog
 * within the stacking limits (5.5: one a hex), and not on the path of the move that sends it
 * (`avoid`: there the dog would join a lone leader or OP the move may enter, and, with him,
 * bar the hex the move was allowed to enter, 8.08, 9.81). Ties (a chosen reading, as decision
 * 21's default): the fewest hexes from the dog, then the lower hex id. None: undefined.
 */
export function mineDogRefuge(ctx: PhaseContext, state: SosState, dog: string, avoid: readonly string[] = []): string | undefined {
  const { env } = ctx;
  const from = state.pieces[dog]!.at!;
  const hexes = new Set<string>();
  for (const [id, p] of Object.entries(state.pieces)) {
    if (id === dog || p.eliminated || !isHex(env, p.at) || p.at === from) continue;
    if (env.counter(id).side === 'soviet') hexes.add(p.at);
  }
  const fit = [...hexes].filter((h) => !avoid.includes(h) && sideAt(env, state, h, 'german').length === 0 && mayEnter(env, h, 'soviet') && stackKeeps(env, state, h, 'soviet', [dog]));
  return fit.sort((a, b) => distance(env, from, a) - distance(env, from, b) || (a < b ? -1 : 1))[0];
}

/**
 * SoS 16.25: German combat units among `movers` have entered `hexes` (into or through): each
 * hex that holds only a Soviet mine dog sends it at once to its refuge (mineDogRefuge); with
 * no Soviet unit it may join on the map, the dog is eliminated (a reading: it has nowhere to
 * go, as a leader left with no unit of his side, 18.1). A hex entered again finds the dog gone.
 * `path`: the whole path of the move, which the refuge avoids.
 */
export function displaceMineDogs(ctx: PhaseContext, run: PhaseRun, movers: readonly string[], hexes: readonly string[], order: number, path: readonly string[] = hexes): void {
  if (ctx.side !== 'german' || !withCombatUnit(ctx.env, movers)) return;
  for (const hex of hexes) {
    if (!isHex(ctx.env, hex)) continue;
    const dog = loneMineDog(ctx, run.state, hex, movers);
    if (!dog) continue;
    const to = mineDogRefuge(ctx, run.state, dog, path);
    if (to) {
      run.state = moveTo(run.state, [dog], to);
      run.events.push({ type: 'mine-dog-moved', rule: 'SoS 16.25', order, unit: dog, from: hex, to });
    } else {
      run.state = eliminate(run.state, [dog]);
      run.events.push({ type: 'mine-dog-eliminated', rule: 'SoS 16.25', order, unit: dog, hex, reason: 'no Soviet unit on the map to join' });
    }
  }
}
