import type { SpottingTable } from '../data/tables';
import type { FireCombat } from './fire-combat';
import type { FireDrm } from './fire-drm';
import { PAVLOVS_HOUSE } from './attack-modifiers';
import { armoredTargetDrm, nkvdDrm, outOfSupplyDrm, spottingDrm } from './common-modifiers';
import { unitIntegrity } from './unit-integrity';

/** 9.72: a leader in a firing hex, -1 (Pavlov on Pavlov's House -2, 18.18; opportunity fire too, 18.12). */
// SoS 18.13: read off the leader's hex as each fire is resolved, in an unlimited number of opportunity and defensive fires a turn
function firersLeader(c: FireCombat): FireDrm[] {
  const leader = (c.hexes ?? []).find((h) => h.leader && c.firers.some((f) => f.hex === h.hex))?.leader;
  if (!leader) return [];
  if (leader.kind === 'pavlov' && leader.hex === PAVLOVS_HOUSE) return [{ value: -2, reason: "Pavlov fires from Pavlov's House", rule: 'SoS 18.18' }];
  return [{ value: -1, reason: `leader ${leader.id} in the hex of the firers`, rule: c.kind === 'opportunityFire' ? 'SoS 18.12' : 'SoS 9.72' }];
}

/** 16.13: a sniper stacked with Soviet firers, Zaitsev -2, the others -1; the strongest one counts. */
function sniper(c: FireCombat): FireDrm[] {
  const snipers = (c.hexes ?? []).filter((h) => h.sniper && c.firers.some((f) => f.hex === h.hex && f.side === 'soviet')).map((h) => h.sniper!);
  if (snipers.length === 0) return [];
  return snipers.includes('zaitsev') ? [{ value: -2, reason: 'the Zaitsev sniper is stacked with the firers', rule: 'SoS 16.13' }] : [{ value: -1, reason: 'a sniper is stacked with the firers', rule: 'SoS 16.13' }];
}

/**
 * Every defensive fire and opportunity fire modifier of 9.72 that applies, in the order the
 * rule lists them. No TEC modifier (9.72).
 */
export function defensiveFireModifiers(c: FireCombat, spotting: SpottingTable): FireDrm[] {
  if (c.infiltration) return [{ value: 1, reason: 'defensive fire at Herman infiltrating: only his modifier', rule: 'SoS 13.5' }];
  const t = c.target;
  const drms: FireDrm[] = [...spottingDrm(c, spotting), ...unitIntegrity(c), ...outOfSupplyDrm(c), ...nkvdDrm(c), ...armoredTargetDrm(c)];
  if (c.firers.some((f) => f.pinned || f.spent)) drms.push({ value: 1, reason: 'a firing unit is pinned or spent', rule: c.kind === 'opportunityFire' ? 'SoS 9.113' : 'SoS 9.54' });
  if (t.leader) drms.push({ value: 1, reason: `enemy leader ${t.leader.id} in the target hex`, rule: 'SoS 9.72' });
  if (t.terrain === 'volga' && t.units.some((u) => u.side === 'soviet' && u.type !== 'riverFlotilla')) {
    drms.push({ value: -1, reason: 'Soviet target units on a Volga River hex', rule: c.kind === 'opportunityFire' ? 'SoS 11.5' : 'SoS 9.72' });
  }
  drms.push(...firersLeader(c), ...sniper(c));
  if (t.firersMinefield) drms.push({ value: -1, reason: 'the target is on a minefield of the firing side', rule: 'SoS 17.23' });
  return drms;
}
