import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import { linesTo, type SupplyLines } from '../supply/line';
import type { SupplyState } from '../../state/types';
import { roadTrace } from './hq-trace';
import type { SupportClass } from './support-class';

/** A German corps HQ on the map as full support reads it (KB 2.8, 9.31-9.34, 20.2). */
export interface SupportingHq {
  id: string;
  hex: HexId;
  type: 'PzK' | 'AK' | 'AK+PzK';
  /** Command Range (2.8), printed on the Supported side. */
  range: number;
  /** KB 9.32: divisions a PanzerKorps supports at most (the "3 in an oval"). */
  divisionLimit: number;
  /** Flipped with a Support Point this turn (9.21) or by scenario rule (20.3). */
  supported: boolean;
}

export interface SupportedUnit {
  id: string;
  hex: HexId;
  cls: SupportClass;
  supply: SupplyState;
  /** KB 9.35: a silhouette unit (UnitDef.silhouette). */
  silhouette?: boolean;
}

/**
 * The Axis player's choices (KB 9.32, 20.2): the divisions each PanzerKorps supports
 * (needed only when more than its limit are in range, digest 9.2 [Interp]); the K XVII
 * ArmeeKorps' "one other German stack" by hex.
 */
export interface SupportChoices {
  divisions?: Readonly<Record<string, readonly string[]>>;
  otherStack?: Readonly<Record<string, HexId>>;
}

/** Why a unit has full support: the HQ that gives it, or a scenario rule / entry from off map (17.11, 20.1, 20.2). */
export type SupportSource = { hq: string; rule: string } | { scenario: true; rule: string };

export interface FullSupport {
  by: Map<string, SupportSource>;
  issues: Issue[];
}

/**
 * Which Axis units can receive full support now (KB 9.3-9.35, 15.31): a unit traces a
 * supply line (8.1) of at most the HQ's Command Range to a Supported HQ (9.31), and that HQ
 * traces three hexes to a road leading to a source (hq-trace.ts). An Unsupported HQ has no
 * range (2.8, 9.4). `always` names units with full support by rule whatever their position, with the rule:
 * reinforcements placed this turn (KB 17.11), LAH and the DR Tiger company on Operation Star
 * turn 1 (20.1), the Hungarian 108 Light Division in K (20.2). A regimental unit of a
 * mechanized division that is not Operational has no support (9.3, digest A12).
 */
export function fullSupport(
  units: readonly SupportedUnit[],
  hqs: readonly SupportingHq[],
  lines: SupplyLines,
  sources: readonly HexId[],
  choices: SupportChoices = {},
  always: ReadonlyMap<string, string> = new Map(),
  path: (string | number)[] = ['support'],
): FullSupport {
  const by = new Map<string, SupportSource>();
  const issues: Issue[] = [];
  // KB 9.3, A12: a regimental unit that is not Operational has no support; a Tiger company checks when it attacks
  const divisionOf = (u: SupportedUnit): string | null => (u.cls.kind === 'division' && (!u.cls.regimental || u.supply === 'operational') ? u.cls.division : null);
  const give = (u: SupportedUnit, src: SupportSource): void => {
    if (!by.has(u.id)) by.set(u.id, src);
  };
  for (const u of units) {
    const rule = always.get(u.id);
    if (rule !== undefined) give(u, { scenario: true, rule });
  }
  // the choices name HQs that can take them (KB 9.32, 20.2)
  const byId = new Map(hqs.map((h) => [h.id, h]));
  for (const id of Object.keys(choices.divisions ?? {}).sort()) {
    const hq = byId.get(id);
    if (!hq || hq.type === 'AK') issues.push(issue([...path, 'divisions', id], 'not-a-panzerkorps', `${id} is not a PanzerKorps HQ on the map: only a PanzerKorps chooses divisions`, 'KB 9.32'));
    const named = choices.divisions![id]!;
    if (new Set(named).size !== named.length) issues.push(issue([...path, 'divisions', id], 'division-named-twice', `a division is named twice for ${id}`, 'KB 9.32'));
  }
  for (const id of Object.keys(choices.otherStack ?? {}).sort()) {
    if (byId.get(id)?.type !== 'AK+PzK') issues.push(issue([...path, 'otherStack', id], 'not-the-xvii-armeekorps', `${id} is not the HQ that supports one other stack (the K XVII ArmeeKorps)`, 'KB 20.2'));
  }
  const roadOk = roadTrace(lines, sources);
  const sorted = [...hqs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const hq of sorted) {
    if (!hq.supported || !roadOk(hq.hex)) continue; // KB 2.8, 9.4; KB 9.31
    const range = linesTo(lines, [hq.hex], hq.range); // KB 15.14: from its own hex, enemy-controlled or not (its presence negates the EZOC, 7.42)
    const inRange = units.filter((u) => u.cls.kind !== 'none' && range.lengthFrom(u.hex) !== null); // KB 9.31
    const asPzk = hq.type !== 'AK';
    const asAk = hq.type !== 'PzK';
    if (asPzk) {
      // KB 9.32: up to `divisionLimit` divisions, declared when more are in range
      const inRangeDivisions = [...new Set(inRange.flatMap((u) => divisionOf(u) ?? []))].sort();
      let chosen: readonly string[] = inRangeDivisions;
      const declared = choices.divisions?.[hq.id];
      if (declared) {
        if (declared.length > hq.divisionLimit) {
          issues.push(issue([...path, 'divisions', hq.id], 'too-many-divisions', `${hq.id} supports at most ${hq.divisionLimit} divisions; ${declared.length} are named`, 'KB 9.32'));
          chosen = [];
        } else chosen = declared;
      } else if (inRangeDivisions.length > hq.divisionLimit) {
        issues.push(issue([...path, 'divisions', hq.id], 'divisions-not-chosen', `${inRangeDivisions.length} divisions are within ${hq.id}'s range (${inRangeDivisions.join(', ')}): name at most ${hq.divisionLimit} it supports`, 'KB 9.32'));
        chosen = [];
      }
      for (const u of inRange) {
        const d = divisionOf(u);
        if (d !== null && chosen.includes(d)) give(u, { hq: hq.id, rule: u.cls.kind === 'division' && u.cls.regimental ? 'KB 9.32' : 'KB 15.31' });
      }
    }
    for (const u of inRange) if (u.cls.kind === 'independent') give(u, { hq: hq.id, rule: 'KB 9.34' });
    if (asAk) {
      // KB 9.33; KB 20.2: the XVII AK gives AK support to one other German stack only
      const only = hq.type === 'AK+PzK' ? choices.otherStack?.[hq.id] ?? null : undefined;
      for (const u of inRange) {
        if (u.cls.kind === 'corps' && (only === undefined || u.hex === only)) give(u, { hq: hq.id, rule: hq.type === 'AK' ? 'KB 9.33' : 'KB 20.2' });
      }
    }
  }
  // KB 9.35: a silhouette unit stacked with a supported mechanized regimental unit may take its support
  for (const u of units) {
    if (by.has(u.id) || !u.silhouette) continue;
    const host = units.find((r) => r.hex === u.hex && r.cls.kind === 'division' && r.cls.regimental && by.has(r.id));
    const src = host ? by.get(host.id) : undefined;
    if (src) give(u, 'hq' in src ? { hq: src.hq, rule: 'KB 9.35' } : { scenario: true, rule: 'KB 9.35' });
  }
  return { by, issues };
}
