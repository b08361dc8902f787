import type { GameEvent } from '#kernel/engine/events';
import type { SosState } from '../state/types';

/**
 * SoS 9.114: at the beginning of each Simultaneous Bombardment Phase but the first, every
 * "pinned" marker is removed, except those under an "attack" marker, and (14.49 note) at
 * phase 6 those of the East Bank boxes, whose IF stays pinned until phase 9.
 */
export function removePinsOutsideAttacks(state: SosState, phase: number): { state: SosState; events: GameEvent[] } {
  const attacked = new Set(state.markers.attack);
  const freed: string[] = [];
  const pieces = { ...state.pieces };
  for (const [id, p] of Object.entries(state.pieces)) {
    if (!p.pinned || (p.at !== null && attacked.has(p.at))) continue;
    // SoS 14.49 note: Soviet IF in an East Bank box pinned in phase 2 or 6 may not fire until phase 9
    if (phase === 6 && p.at !== null && p.at.startsWith('EB-')) continue;
    pieces[id] = { ...p, pinned: false };
    freed.push(id);
  }
  if (freed.length === 0) return { state, events: [] };
  return { state: { ...state, pieces }, events: [{ type: 'markers-removed', phase, markers: 'pinned', units: freed, rule: 'SoS 9.114' }] };
}

/**
 * SoS 9.115: at the end of each Exploit Attack Phase, every "pinned", "spent" and "attack"
 * marker is removed, and with the "attack" markers the record of which were attacked (9.61).
 */
export function removeCombatMarkers(state: SosState, phase: number): { state: SosState; events: GameEvent[] } {
  const freed: string[] = [];
  const pieces = { ...state.pieces };
  for (const [id, p] of Object.entries(state.pieces)) {
    if (!p.pinned && !p.spent) continue;
    pieces[id] = { ...p, pinned: false, spent: false };
    freed.push(id);
  }
  const attack = state.markers.attack;
  if (freed.length === 0 && attack.length === 0 && state.attacked.length === 0) return { state, events: [] };
  return {
    state: { ...state, pieces, markers: { ...state.markers, attack: [] }, attacked: [] },
    events: [{ type: 'markers-removed', phase, markers: 'pinned, spent and attack', units: freed, hexes: attack, rule: 'SoS 9.115' }],
  };
}

/**
 * SoS 10.9: "Change all 'breakthru' markers to 'spent' markers at the end of the movement
 * phase in which the breakthrough attack was made": the units under it are spent (10.6: they
 * may not attack again that turn).
 */
export function spendBreakthruMarkers(state: SosState, phase: number): { state: SosState; events: GameEvent[] } {
  if (state.markers.breakthru.length === 0) return { state, events: [] };
  const hexes = new Set(state.markers.breakthru);
  const pieces = { ...state.pieces };
  const spent: string[] = [];
  for (const [id, p] of Object.entries(state.pieces)) {
    if (p.at === null || !hexes.has(p.at) || p.spent) continue;
    pieces[id] = { ...p, spent: true };
    spent.push(id);
  }
  return {
    state: { ...state, pieces, markers: { ...state.markers, breakthru: [] } },
    events: [{ type: 'markers-removed', phase, markers: 'breakthru', hexes: state.markers.breakthru, spent, rule: 'SoS 10.9' }],
  };
}
