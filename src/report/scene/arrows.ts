import type { GameEvent } from '#kernel/engine/events';
import type { GameMap } from '#kernel/map/game-map';
import type { HexId } from '#kernel/ids';
import { asMove } from '../combat/event-shapes';
import { gatherBattles } from '../combat/step-loss-followers';
import type { SceneArrow, SceneBattle } from './types';

export interface StepDrawing {
  arrows: SceneArrow[];
  battles: SceneBattle[];
  /** Every hex an arrow or a battle touches. */
  focus: HexId[];
}

/** The known hexes of a list, consecutive repeats dropped (a path may repeat its start hex). */
function onMap(map: GameMap, labels: readonly string[]): HexId[] {
  const out: HexId[] = [];
  for (const l of labels) {
    const h = map.resolve(l);
    if (h !== null && out.at(-1) !== h) out.push(h);
  }
  return out;
}

function arrow(map: GameMap, kind: SceneArrow['kind'], labels: readonly string[], side?: string, label?: string): SceneArrow | null {
  const hexes = onMap(map, labels);
  if (hexes.length < 2) return null;
  const a: SceneArrow = { kind, hexes, points: hexes.map((h) => map.grid.center(h)) };
  if (side) a.side = side;
  if (label) a.label = label;
  return a;
}

/** One arrow per distinct route: units retreating or advancing together share it. */
function uniqueMoves<M extends { from: string; to: string; path?: string[] | undefined }>(moves: readonly M[]): M[] {
  const seen = new Set<string>();
  return moves.filter((m) => {
    const key = [m.from, ...(m.path ?? [m.to])].join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What the step's events draw on the map: a trail per movement, an arrow from each
 * attacking hex to its target, retreats and advances, and a numbered badge per battle.
 * The events are those the reader may see, so the drawing shows nothing more.
 */
export function stepDrawing(map: GameMap, events: readonly GameEvent[]): StepDrawing {
  const arrows: SceneArrow[] = [];
  const battles: SceneBattle[] = [];
  const push = (a: SceneArrow | null) => {
    if (a) arrows.push(a);
  };
  const gathered = gatherBattles(events);
  for (const e of events) {
    if (gathered.absorbed.has(e)) continue; // drawn with its battle
    const battle = gathered.battles.get(e);
    if (battle) {
      const number = battles.length + 1;
      const target = map.resolve(battle.target);
      const from = [...new Set([...(battle.from ?? []), ...battle.attackers.map((a) => a.hex).filter((h): h is string => typeof h === 'string')])];
      // an attack from inside its target hex (units sharing a contested hex with their enemy) draws no arrow
      for (const h of from) if (h !== battle.target) push(arrow(map, 'attack', [h, battle.target], battle.side, `B${number}`));
      for (const r of uniqueMoves(battle.retreats)) push(arrow(map, 'retreat', [r.from, ...(r.path ?? [r.to])]));
      for (const a of uniqueMoves(battle.advances)) push(arrow(map, 'advance', [a.from, ...(a.path ?? [a.to])], battle.side));
      if (target) battles.push({ number, hex: target, center: map.grid.center(target), result: battle.conversion?.to ?? battle.result });
      continue;
    }
    const move = asMove(e);
    if (move) push(arrow(map, 'move', [move.from, ...move.path], move.side));
  }
  const focus = new Set<HexId>();
  for (const a of arrows) for (const h of a.hexes) focus.add(h);
  for (const b of battles) focus.add(b.hex);
  return { arrows, battles, focus: [...focus].sort() };
}
