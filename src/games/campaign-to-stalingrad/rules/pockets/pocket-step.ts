import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';
import type { CtsContext } from '../../data/context';
import type { CtsSide } from '../../data/schema';
import type { AirState } from '../../state/air';
import type { IsolatedPocket } from '../../state/pocket';
import type { CtsState, UnitState } from '../../state/types';
import type { HexId } from '#kernel/ids';
import { enemyOf, occupancy } from '../occupancy';
import { playsSection } from '../sections';
import { bondsOf } from '../zones-of-control';
import { rollAirTransport, transportDistance, transportModifiers } from './air-transport';
import { findPocketGroups, type PocketGroup } from './find-pockets';
import { markDepletedPockets } from './pocket-supply';
import { combinedBox, conditionOf, pocketTrack, splinterBox, startBox, surrenderBox } from './pocket-track';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * CtS 27.1-27.7, in the owner's own Supply Phase (a Section II rule): find the Isolated
 * Pockets (27.1), place each new one on the Track (27.2), a part split off a pocket in its
 * 27.2 box or its parent's, whichever is worse (27.6), pockets joined in the box of the one
 * with more steps (27.7), a pocket none of whose units is Isolated any more removed (digest
 * IP7, A47); then one die per pocket on the Air Transport Table, the same Supply Phase it
 * forms included (27.3, 27.4, 23.16), and the pocket whose marker reaches its best
 * Surrender Threshold surrenders, every unit eliminated with its cadre (27.5). `air`: the
 * air units as they stood over the map in this player turn (23.16 "over the pocket"). From
 * engine cts-7 the units of a pocket at Depots Depleted or worse are then Out Of Supply (27.2).
 */
export function pocketStep(ctx: CtsContext, state: CtsState, side: CtsSide, air: AirState, dice: Dice, label: string): { state: CtsState; events: GameEvent[] } {
  const track = pocketTrack(ctx);
  if (!track || !playsSection(ctx, state, 2)) return { state, events: [] };
  const occ = occupancy(ctx, state);
  const groups = findPocketGroups(ctx, state, occ, side, bondsOf(ctx, state, enemyOf(side), occ));
  const events: GameEvent[] = [];
  const { pockets, grounds } = placeMarkers(ctx, state, side, groups, events);
  let units = state.units;
  const kept: IsolatedPocket[] = [];
  pockets.forEach((p, i) => {
    const roll = rollAirTransport(track, transportDistance(ctx, state, side, p.units, grounds[i]!), transportModifiers(ctx, air, side, grounds[i]!), dice, `${label}/pocket-${p.id}`);
    const box = Math.min(Math.max(p.box + roll.move, 1), track.boxes.length);
    const mods = roll.modifiers.map((m) => ` ${m.value > 0 ? '+' : ''}${m.value} ${m.reason} (${m.rule})`).join(',');
    const way = roll.move < 0 ? 'backwards' : roll.move > 0 ? 'forwards' : 'not at all';
    events.push({
      type: 'pocket-air-transport', rule: 'CtS 27.3', side, pocket: p.id, distance: roll.distance, column: roll.column, die: roll.die, modifiers: roll.modifiers, modified: roll.modified, from: p.box, to: box, condition: conditionOf(track, box),
      text: `pocket ${p.id}: Air Transport roll ${roll.die}${mods} = ${roll.modified} on the ${roll.column} column (${roll.distance ?? 'no'} hex${roll.distance === 1 ? '' : 'es'} from a friendly town or city, CtS 27.4): the marker moves ${way}, box ${p.box} to ${box} (${conditionOf(track, box)})`,
    });
    const threshold = surrenderBox(ctx, track, p);
    if (box < threshold) return void kept.push({ ...p, box });
    units = surrender(ctx, { ...state, units }, p, threshold, box, events);
  });
  const others = (state.pockets ?? []).filter((p) => p.side !== side);
  const all = [...others, ...kept];
  const { pockets: _old, ...rest } = state;
  const marked = markDepletedPockets(ctx, { ...rest, units, ...(all.length > 0 || state.pockets ? { pockets: all } : {}) }, side); // CtS 27.2 DEPOTS DEPLETED
  return { state: marked.state, events: [...events, ...marked.events] };
}

/** CtS 27.1, 27.2, 27.6, 27.7: the side's pockets as the groups found now make them, and each one's ground. */
function placeMarkers(ctx: CtsContext, state: CtsState, side: CtsSide, groups: readonly PocketGroup[], events: GameEvent[]): { pockets: IsolatedPocket[]; grounds: ReadonlySet<HexId>[] } {
  const before = (state.pockets ?? []).filter((p) => p.side === side);
  const pocketOfUnit = new Map<string, IsolatedPocket>();
  for (const p of before) for (const u of p.units) pocketOfUnit.set(u, p);
  const parentsOf = groups.map((g) => [...new Set(g.units.flatMap((u) => (pocketOfUnit.has(u) ? [pocketOfUnit.get(u)!] : [])))]);
  const parts = new Map<string, number>();
  for (const ps of parentsOf) for (const p of ps) parts.set(p.id, (parts.get(p.id) ?? 0) + 1);
  const taken = new Set((state.pockets ?? []).map((p) => p.id));
  let n = 0;
  const freshId = (): string => {
    let id: string;
    do id = `${side}-${pad(state.turn)}-${++n}`;
    while (taken.has(id));
    taken.add(id);
    return id;
  };
  const steps = (p: IsolatedPocket): number => p.units.reduce((s, u) => s + (state.units[u]?.where === 'map' ? state.units[u]!.steps : 0), 0);
  const pockets = groups.map((g, i): IsolatedPocket => {
    const parents = parentsOf[i]!;
    const units = [...g.units].sort();
    const start = startBox(ctx, state, side, g);
    if (parents.length === 0) {
      const p = { id: freshId(), side, box: start.box, units };
      events.push({ type: 'pocket-formed', rule: 'CtS 27.1', side, pocket: p.id, units, box: p.box, text: `pocket ${p.id} formed (${units.join(', ')}): its marker starts in box ${p.box}, ${start.reason}` });
      return p;
    }
    if (parents.length === 1 && parts.get(parents[0]!.id) === 1) return { ...parents[0]!, units }; // digest A47: the same pocket, units joining or gone
    if (parents.length === 1) {
      const parent = parents[0]!;
      const box = splinterBox(start.box, parent.box);
      const p = { id: freshId(), side, box, units };
      events.push({
        type: 'pocket-split', rule: 'CtS 27.6', side, pocket: p.id, parent: parent.id, units, box,
        text: `pocket ${parent.id} is split: ${p.id} (${units.join(', ')}) starts in box ${box}, the worse of box ${start.box} (${start.reason}) and its parent's box ${parent.box} (CtS 27.6)`,
      });
      return p;
    }
    const sized = parents.map((p) => ({ box: p.box, steps: steps(p), id: p.id }));
    const box = combinedBox(sized);
    const p = { id: freshId(), side, box, units };
    events.push({
      type: 'pocket-combined', rule: 'CtS 27.7', side, pocket: p.id, parents: sized, units, box,
      text: `pockets ${sized.map((s) => `${s.id} (${s.steps} steps, box ${s.box})`).join(' and ')} combine into ${p.id}: box ${box}, the supply state of the larger (CtS 27.7)`,
    });
    return p;
  });
  for (const p of before) {
    if (parentsOf.some((ps) => ps.includes(p))) continue;
    events.push({ type: 'pocket-dissolved', rule: 'CtS 27.1', side, pocket: p.id, text: `pocket ${p.id} is no longer Isolated: its markers are removed` });
  }
  return { pockets, grounds: groups.map((g) => g.hexes) };
}

/** CtS 27.5: every unit of the pocket "is considered immediately eliminated with its Cadre". */
function surrender(ctx: CtsContext, state: CtsState, p: IsolatedPocket, threshold: number, box: number, events: GameEvent[]): CtsState['units'] {
  const written = new Map<string, UnitState>();
  for (const id of p.units) {
    const u = state.units[id];
    if (!u || u.where !== 'map') continue;
    written.set(id, unitWith(u, { steps: 0, where: 'cadre-lost', hex: null }));
  }
  events.push({
    type: 'pocket-surrendered', rule: 'CtS 27.5', side: p.side, pocket: p.id, units: [...written.keys()], box, threshold,
    text: `pocket ${p.id} surrenders in box ${box} (its best Surrender Threshold is box ${threshold}): ${[...written.keys()].join(', ')} eliminated with their cadres (CtS 27.5)`,
  });
  return writeUnits(state, written);
}
