import type { Counter } from '../data/counters';
import { WHOLE_SIDE_COMMANDS } from '../windows/bombardment/command';

/**
 * SoS 18.15, 14.92: the unit is of the leader's or OP's command: its battalion, regiment,
 * division, corps or army is the one he commands (62 Army, LI Corps and 6 Army command the whole
 * side); the Luftwaffe OP commands no ground unit (14.21, 15.17).
 */
export function commands(head: Counter, unit: Counter): boolean {
  const name = head.leader?.commands ?? head.op?.commands;
  if (!name || head.side !== unit.side || head.id === unit.id) return false;
  if (WHOLE_SIDE_COMMANDS.has(name)) return true;
  const f = unit.formation;
  return [f.battalion, f.regiment, f.division, f.corps, f.army].includes(name);
}
