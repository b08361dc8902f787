import type { GameEvent } from '#kernel/engine/events';
import { removeAirPoints } from '../air/ground-support';
import type { PrepData } from '../preparation/step';
import type { KbState, KbUnitState } from '../state/types';
import { withUnits } from '../state/update';
import { asGameEvent } from './events';

/**
 * KB 4.1 D, 5.12, 9.0, 13.2, 16.0: the End Turn Phase's markers. 'Repl' (16.22) and 'OOC'
 * (13.2) markers come off; every Axis HQ returns to its Unsupported side and the 'Limited
 * Support' markers come off (9.0, 9.4), except in Third Kharkov, where every German HQ is
 * Supported for the whole scenario (20.3); every Air Point leaves the boxes and the map,
 * interdiction with it (5.12). The Disorganized markers went at the end of each Combat
 * Phase (B.3.f, C.4.f), the Prepared Assault markers with their combats (12.6).
 */
export function endTurnMarkers(data: PrepData, state: KbState): { state: KbState; events: GameEvent[] } {
  const allSupported = data.forces.support.source === 'all-supported'; // KB 20.3
  const repl: string[] = [];
  const ooc: string[] = [];
  const limited: string[] = [];
  const unsupported: string[] = [];
  const changes: Record<string, Partial<KbUnitState>> = {};
  for (const id of Object.keys(state.units).sort()) {
    const u = state.units[id]!;
    const def = data.ctx.unit(id);
    if (u.marks.repl) repl.push(id);
    if (u.marks.ooc) ooc.push(id);
    if (u.marks.limitedSupport) limited.push(id);
    const flip = u.hqSupported && def.side === 'axis' && !allSupported;
    if (flip) unsupported.push(id);
    if (u.marks.repl || u.marks.ooc || u.marks.limitedSupport || flip) {
      changes[id] = { marks: { ...u.marks, repl: false, ooc: false, oocResult: null, limitedSupport: false }, ...(flip ? { hqSupported: false } : {}) };
    }
  }
  const air = removeAirPoints(withUnits(state, changes));
  const events: GameEvent[] = [
    {
      type: 'kb-end-turn-markers',
      rule: 'KB 4.1 D',
      turn: state.at.turn,
      repl,
      ooc,
      limitedSupport: limited,
      hqsUnsupported: unsupported,
      text: `End Turn Phase (4.1 D): ${[
        repl.length ? `'Repl' off ${repl.join(', ')} (16.0)` : '',
        ooc.length ? `'OOC' off ${ooc.join(', ')} (13.2)` : '',
        limited.length ? `'Limited Support' off ${limited.join(', ')} (9.4)` : '',
        unsupported.length ? `${unsupported.join(', ')} back to the Unsupported side (9.0)` : allSupported ? 'every German HQ stays Supported (20.3)' : '',
      ].filter((x) => x).join('; ') || 'no marker to remove'}`,
    },
    ...air.events.map(asGameEvent),
  ];
  return { state: air.state, events };
}
