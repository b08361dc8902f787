import type { KbSide } from '../data/ids';
import { issue, type Issue } from '#kernel/engine/issues';

/**
 * Whether a unit may be designated to attack in a Prepared Assault (KB 12.0, 9.41, 12.33,
 * 12.35, 12.36, 13.11, 13.2, 15.11, 15.15, 16.22, 20.1), from facts about it and the hexside it
 * attacks across. Every reason against is listed, each with the unit's index in `path`.
 */
export interface AttackerFacts {
  side: KbSide;
  role: 'combat' | 'hq' | 'tiger-company' | 'ersatz';
  /** Axis: its stack has full support (12.0, 15.15). */
  fullySupported: boolean;
  /** 9.41: a mechanized unit with limited or no support shares its hex. */
  unsupportedMechanizedInHex: boolean;
  /** 16.22 */
  replacementMarker: boolean;
  /** 13.11: a Soviet unit not yet committed. */
  uncommitted: boolean;
  /** 13.2: a Soviet unit marked OOC ('halt' or 'hold'). */
  outOfCommand: boolean;
  /** 12.33: silhouette-only mechanized. */
  silhouetteMechanized: boolean;
  defenderMarsh: boolean;
  hexside: { impassable: boolean; dnepr: boolean; pontoon: boolean; roadOrRail: boolean };
  freeze: boolean;
}

export function attackerIssues(u: AttackerFacts, path: (string | number)[]): Issue[] {
  const out: Issue[] = [];
  const no = (on: boolean, code: string, message: string, rule: string) => on && out.push(issue(path, code, message, rule));
  no(u.role === 'ersatz', 'ersatz-attacks', 'an Ersatz battalion never attacks', 'KB 20.1');
  no(u.side === 'axis' && !u.fullySupported, 'not-fully-supported', 'an Axis stack needs full support to be designated', 'KB 12.0'); // KB 15.15
  no(u.unsupportedMechanizedInHex, 'unsupported-mechanized-in-hex', 'a hex holding a mechanized unit with limited or no support may not declare a Prepared Assault', 'KB 9.41');
  no(u.replacementMarker, 'replacements-this-turn', "a unit with a 'Repl' marker may not attack this turn", 'KB 16.22');
  no(u.uncommitted, 'uncommitted', 'an uncommitted unit may not attack', 'KB 13.11');
  no(u.outOfCommand, 'out-of-command', "a unit marked OOC ('halt' or 'hold' on the C&C Table) may not attack this turn", 'KB 13.2');
  no(u.silhouetteMechanized && u.defenderMarsh && !u.hexside.roadOrRail && !u.freeze, 'silhouette-into-marsh', 'a silhouette-only mechanized unit attacks into Marsh only across a road or railroad hexside', 'KB 12.33');
  no(u.hexside.impassable, 'across-impassable', 'no attack across an Impassable hexside', 'KB 12.35');
  no(u.hexside.dnepr && !u.hexside.pontoon, 'across-dnepr', 'no attack across the Dnepr, except by a Pontoon bridge', 'KB 12.36');
  return out;
}
