import type { Counter } from '../../data/counters';
import type { SosState } from '../../state/types';
import { isFlak88 } from './if-range';

/**
 * The spotting chain of command (SoS 14.32-14.39): whether a spotter is within the command
 * of an IF unit (Spotting Table "in its command", 14.3).
 */

/** SoS 14.34, 14.36: the formation whose OP has every IF unit of its side in command: the Soviet 62 Army, the German LI Corps. */
const TOP: Readonly<Record<Counter['side'], string>> = { soviet: '62 Army', german: 'LI Corps' };
/** SoS 14.37, 14.39: leaders with every IF unit of their side in command: 62 Army leaders and commissars; von Seydlitz (LI Corps) and Paulus (6th Army). */
const TOP_LEADERS: Readonly<Record<Counter['side'], readonly string[]>> = { soviet: ['62 Army'], german: ['LI Corps', '6 Army'] };

/** The formations whose OPs or leaders command every unit of their side (14.34, 14.37, 14.39). */
export const WHOLE_SIDE_COMMANDS: ReadonlySet<string> = new Set([...Object.values(TOP), ...Object.values(TOP_LEADERS).flat()]);

type Level = { key: 'battalion' | 'regiment' | 'division'; name: string };

/**
 * The formation an IF unit is spotted for by (14.32, 14.33 examples): a mortar its battalion
 * (its regiment when it has none), a regimental gun its regiment, a divisional artillery
 * battalion its whole division. A reading: the counters do not name the level, so an IF
 * artillery unit with a battalion and a division is taken as divisional artillery.
 */
function levelOf(c: Counter): Level | null {
  const f = c.formation;
  if (f.independent) return null;
  if (c.type === 'mortar') return f.battalion ? { key: 'battalion', name: f.battalion } : f.regiment ? { key: 'regiment', name: f.regiment } : f.division ? { key: 'division', name: f.division } : null;
  if (f.battalion && f.division) return { key: 'division', name: f.division };
  return f.regiment ? { key: 'regiment', name: f.regiment } : f.division ? { key: 'division', name: f.division } : null;
}

/** SoS 14.35, 14.39: an independent German IF unit stacked with a division's artillery is attached to that division. */
function attachedTo(state: SosState, firer: Counter, counter: (id: string) => Counter): Level | null {
  if (firer.side !== 'german') return null;
  const at = state.pieces[firer.id]?.at;
  if (!at) return null;
  for (const [id, p] of Object.entries(state.pieces)) {
    if (id === firer.id || p.at !== at) continue;
    const c = counter(id);
    const l = c.side === 'german' && c.type === 'ifArtillery' ? levelOf(c) : null;
    if (l?.key === 'division') return l;
  }
  return null;
}

/** SoS 2.35 ∆, 14.35 ∆ note: the Soviet 7-point mortars of the 416th and 188th (independent, AF not yellow) are called in by any Soviet unit. */
const anySovietCalls = (c: Counter): boolean => c.side === 'soviet' && c.type === 'mortar' && c.formation.independent && !c.afYellow;

/** The spotter is within the IF unit's chain of command (14.33-14.39). */
export function inCommand(state: SosState, spotter: Counter, firer: Counter, counter: (id: string) => Counter): boolean {
  if (spotter.side !== firer.side) return false;
  if (spotter.id === firer.id) return true;
  // SoS 14.38: the 88mm is in the command of every German OP and leader
  if (isFlak88(firer)) return spotter.type === 'op' || spotter.type === 'leader';
  if (anySovietCalls(firer)) return true;
  if (spotter.op && spotter.op.commands === TOP[firer.side]) return true;
  if (spotter.leader && TOP_LEADERS[firer.side].includes(spotter.leader.commands)) return true;
  const own = levelOf(firer);
  const level = own ?? attachedTo(state, firer, counter);
  if (!level) return false;
  // 14.36: an OP or leader of a higher level has the lower levels' IF in command
  const f = firer.formation;
  const chain = own ? [f.battalion, f.regiment, f.division, f.corps].filter((x): x is string => !!x) : [level.name];
  const commands = spotter.op?.commands ?? spotter.leader?.commands;
  if (commands && chain.includes(commands)) return true;
  return !spotter.op && spotter.formation[level.key] === level.name;
}
