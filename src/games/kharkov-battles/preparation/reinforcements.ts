import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import { inEnemyZoc } from '../rules/zoc/enemy-zoc';
import { enemyOf, occupancy } from '../state/occupancy';
import type { KbState, KbUnitState } from '../state/types';
import { Issues } from './errors';
import type { PrepData, StepResult } from './step';

/** KB 17.12: the Entry Area (id) a reinforcement with a choice is placed in. */
export interface ReinforcementInput {
  entries?: readonly { unit: string; area: string }[];
}

/**
 * KB 4.1 A.5.a-b, 17.0, 17.11, 17.12: the side's reinforcements due this turn go to their
 * Entry Area (or the designated hex printed for some Axis units). Where the schedule gives a
 * choice of areas the player names one; otherwise the first. An Entry Area whose every entry
 * hex is enemy-occupied or in an EZOC may not be used: when all of a unit's areas are so
 * blocked it arrives one Game-Turn late, in an adjacent open Entry Area of the player's
 * choosing (17.12); a unit still on the reinforcement chart after its turn is such a late
 * arrival. On placement units are Operational, Soviet ones Committed, Axis HQs Unsupported
 * and Axis mechanized units fully supported from an off-map HQ (17.11). Refuses, changing
 * nothing, an area the unit may not use, a blocked area while an open one is allowed, or a
 * designated hex held by the enemy.
 */
export function placeReinforcements(data: PrepData, state: KbState, side: KbSide, input: ReinforcementInput = {}): StepResult {
  const { ctx, forces } = data;
  const { map } = ctx;
  const turn = state.at.turn;
  const issues = new Issues();
  const occ = occupancy(ctx, state);
  const chosen = new Map<string, string>();
  const entryIndex = new Map<string, number>();
  (input.entries ?? []).forEach((e, i) => {
    if (chosen.has(e.unit)) issues.add(`reinforcements.entries[${i}]`, 'unit-twice', `${e.unit} is named twice`, 'KB 17.12');
    chosen.set(e.unit, e.area);
    entryIndex.set(e.unit, i);
  });
  // the input entry that placed the unit, or the unit itself when the player named none
  const pathFor = (id: string): string => (entryIndex.has(id) ? `reinforcements.entries[${entryIndex.get(id)!}]` : `reinforcements.${id}`);
  const blocked = (area: string): boolean => {
    const hexes = data.entryAreas.find((a) => a.id === area)?.hexes;
    return hexes !== undefined && hexes.length > 0 && hexes.every((h: HexId) => occ.occupant(h) === enemyOf(side) || inEnemyZoc(ctx, state, side, h, 'movement'));
  };
  const adjacent = (area: string): readonly string[] => data.entryAreas.find((a) => a.id === area)?.adjacent ?? [];
  const changes: Record<string, Partial<KbUnitState>> = {};
  const events: StepResult['events'] = [];
  const placed = new Set<string>();
  const arrived = (st: KbUnitState): Partial<KbUnitState> => ({ steps: ctx.unit(st.id).steps, chit: null, supply: 'operational', committed: true, hqSupported: false, marks: { ...st.marks, limitedSupport: false } });

  forces.reinforcements.forEach((arrival) => {
    if (arrival.side !== side || arrival.turn > turn) return;
    const late = arrival.turn < turn;
    const own = [arrival.entry, ...arrival.or];
    // 17.12: a late arrival enters an Entry Area adjacent to one of its own
    const allowed = late ? [...new Set([...own, ...own.flatMap(adjacent)])] : own;
    for (const id of arrival.units) {
      const st = state.units[id];
      if (!st || st.where !== 'reinforcement-chart') continue;
      placed.add(id);
      const name = ctx.unit(id).name;
      const path = pathFor(id);
      const area = chosen.get(id) ?? allowed.find((a) => !blocked(a)) ?? allowed[0]!;
      if (!allowed.includes(area)) {
        issues.add(path, 'area-not-allowed', `${name} may enter only by ${allowed.join(' or ')}`, 'KB 17.12');
        continue;
      }
      const hex = /^K[BH]\d{4}$/.test(area) ? map.resolve(area) : null;
      if (hex !== null) {
        if (occ.occupant(hex) === enemyOf(side)) issues.add(path, 'entry-hex-enemy', `${name}'s designated hex ${area} is held by the enemy`, 'KB 17.0');
        else {
          changes[id] = { ...arrived(st), where: 'map', hex, entryArea: null };
          events.push({ type: 'kb-reinforcement', rule: 'KB 17.0', unit: id, at: area, late, text: `${name} arrives at ${area} (17.0)` });
        }
        continue;
      }
      if (blocked(area)) {
        const open = allowed.filter((a) => !blocked(a));
        if (open.length > 0) issues.add(path, 'entry-area-blocked', `Entry Area ${area} is blocked (every entry hex enemy-occupied or in an EZOC); ${name} may use ${open.join(' or ')}`, 'KB 17.12');
        else events.push({ type: 'kb-reinforcement-delayed', rule: 'KB 17.12', unit: id, blocked: allowed, text: `${name} cannot arrive: ${allowed.join(', ')} blocked; it shifts to an adjacent open Entry Area one Game-Turn late (17.12)` });
        continue;
      }
      changes[id] = { ...arrived(st), where: 'entry-area', entryArea: area, hex: null };
      events.push({ type: 'kb-reinforcement', rule: late ? 'KB 17.12' : 'KB 17.0', unit: id, at: area, late, text: `${name} arrives in Entry Area ${area}${late ? ' one Game-Turn late (17.12)' : ''} (17.0, 17.11)` });
    }
  });
  for (const [unit] of chosen) if (!placed.has(unit)) issues.add(pathFor(unit), 'not-due', `${unit} is not a reinforcement due this turn`, 'KB 17.0');
  issues.done();
  if (events.length === 0) return { state, events };
  const units = { ...state.units };
  for (const [id, c] of Object.entries(changes)) units[id] = { ...units[id]!, ...c, id };
  return { state: { ...state, units }, events };
}
