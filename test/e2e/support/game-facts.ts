import type { Archive } from '#archive/types';
import type { GameEvent } from '#kernel/engine/events';

/** What happened in a game, counted from its archive's events (title events: battle, move). */
export interface GameFacts {
  battles: number;
  /** Battles per game turn and attacking side, e.g. {"1": {german: 2, soviet: 13}}. */
  battlesBy: Record<number, Record<string, number>>;
  /** Move events per game turn and side. */
  movesBy: Record<number, Record<string, number>>;
  retreats: number;
  eliminations: number;
  advances: number;
  controlChanges: number;
  /** Battles decided by a die (not beyond the table). */
  rolledBattles: number;
}

const listLength = (v: unknown): number => (Array.isArray(v) ? v.length : 0);

/** Counts battles, moves, retreats, eliminations, advances and control changes, per turn and side. */
export function gameFacts(archive: Archive): GameFacts {
  const facts: GameFacts = { battles: 0, battlesBy: {}, movesBy: {}, retreats: 0, eliminations: 0, advances: 0, controlChanges: 0, rolledBattles: 0 };
  const bump = (table: Record<number, Record<string, number>>, turn: number, side: string) => {
    const row = (table[turn] ??= {});
    row[side] = (row[side] ?? 0) + 1;
  };
  for (const step of archive.steps) {
    const turn = Number(/^T(\d+)\//.exec(step.window)?.[1] ?? 0);
    for (const e of step.events as GameEvent[]) {
      facts.controlChanges += listLength(e.control);
      const side = typeof e.side === 'string' ? e.side : '?';
      if (e.type === 'move') bump(facts.movesBy, turn, side);
      if (e.type !== 'battle') continue;
      facts.battles++;
      bump(facts.battlesBy, turn, side);
      facts.retreats += listLength(e.retreats);
      facts.eliminations += listLength(e.eliminations);
      facts.advances += listLength(e.advances);
      if (e.die !== undefined) facts.rolledBattles++;
    }
  }
  return facts;
}
