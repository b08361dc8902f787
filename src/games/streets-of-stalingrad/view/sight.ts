import type { HexId } from '#kernel/ids';
import type { Counter } from '../data/counters';
import type { SosEnv } from '../game/env';
import { isBadWeather } from '../air/bad-weather';
import { sightOf, type Sight } from '../hidden/hidden-status';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { hiddenUnitOf, looksOut, standingOf } from './sight-inputs';

/** SoS 9.3: whether a unit in hex `from` has a line of sight to hex `to` (the city's LOS, judged by the caller). */
export type InLos = (from: string, to: string) => boolean;

/** What the views need beside the position to judge what a side sees. */
export interface SosLook {
  inLos: InLos;
  /** SoS 15.53, 7.4: a bad weather turn, when the Luftwaffe sees only within 4 hexes of a German unit (also read from the state's `badWeather`, air/bad-weather.ts). */
  badWeather: boolean;
}

/**
 * Until the city's line of sight is wired in, a side sees no enemy unit by its own line of
 * sight: only what 7.3 and 7.4 show whatever the LOS (the Luftwaffe's view, bridges, what
 * may not cross the Volga hidden). The safe side of 7.0: nothing shown that may be hidden.
 */
export const NO_LOS: SosLook = { inLos: () => false, badWeather: false };

/**
 * What `viewer` sees of each enemy piece in play (on the map or in a box), by id (SoS 7.0-7.6
 * through hidden/hidden-status.ts `sightOf`). The units that look are the viewer's pieces on
 * map hexes, markers and Stukas aside (sight-inputs.ts `looksOut`); a hex is within the
 * side's line of sight when one of them stands in it or `look.inLos` says it sees it, and,
 * on a bad weather turn, within 4 hexes for the Luftwaffe's view (7.4). Lines of sight are
 * judged only where they change the answer, once a hex.
 */
export function enemySight(env: SosEnv, state: SosState, viewer: SosSide, look: SosLook): Map<string, Sight> {
  const lookers = new Set<string>();
  for (const [id, p] of Object.entries(state.pieces)) {
    const c = env.counter(id);
    if (c.side === viewer && p.at !== null && env.map.hex(p.at as HexId) && looksOut(c)) lookers.add(p.at);
  }
  const judged = new Map<string, boolean>();
  const seenFrom = (hex: string, within: number | null): boolean => {
    const key = `${hex}/${within ?? ''}`;
    let v = judged.get(key);
    if (v === undefined) {
      v = [...lookers].some((h) => (within === null || env.map.grid.distance(h as HexId, hex as HexId) <= within) && (h === hex || look.inLos(h, hex)));
      judged.set(key, v);
    }
    return v;
  };
  // SoS 15.53, 7.4: the turn's weather, rolled in its Administrative Phase, or the caller's
  const badWeather = look.badWeather || isBadWeather(state, state.turn);
  const out = new Map<string, Sight>();
  for (const [id, p] of Object.entries(state.pieces)) {
    const c: Counter = env.counter(id);
    if (c.side === viewer || p.at === null) continue;
    const at = p.at;
    const unit = hiddenUnitOf(c, p);
    const standing = standingOf(env, at, c.side);
    const judge = (los: boolean, four: boolean): Sight => sightOf(env.tec, viewer, unit, standing, los, { badWeather, withinFourHexes: four });
    const blind = judge(false, false);
    const sighted = judge(true, true);
    // SoS 7.4: bad weather, the Luftwaffe sees a Soviet unit in a clear hex only from a German unit within 4 hexes
    out.set(id, blind.visible === sighted.visible && blind.rule === sighted.rule ? blind : judge(seenFrom(at, null), !badWeather || seenFrom(at, 4)));
  }
  return out;
}
