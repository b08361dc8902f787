import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { SosBombardment, SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import type { AttackBody } from '../windows/attack/check-attack';
import { ifHeldAfterMove } from '../movement/moved-artillery';
import { newTally, readIndirect } from '../windows/bombardment/indirect-groups';
import { onHex } from '../windows/bombardment/resolve-bombardment';
import { countAttack } from '../windows/attack/hex-attack-count';
import { recordAttacked } from '../windows/attack/position-edits';
import { monthDay } from '../windows/attack/fire-units';
import { dayOfTurn } from '../sequence/scenarios';
import { recordOpSpotted } from '../movement/op-limits';
import { placeFlotilla } from './flotilla-use';

/**
 * SoS 16.55, 14.45, 14.6: the River Flotilla's fire on the WBBT (flotilla-table.ts), alone or
 * with IF artillery, resolved as a bombardment of the Volga cliff hex in the Soviet Attack or
 * Exploit Attack Phase: each group leaves its box for its Volga hex (16.53), the IF groups
 * still able to fire are read as an attack's are (14.11, 14.2), the AF of both make one total
 * (9.19), the spotting situation is the IF's least favourable one, the River Flotilla seeing
 * its target itself (14.3 "self-spotting", 0); no defensive fire answers it (9.5 answers
 * attacks; 14.41), no unit advances and no firer is spent. The hex is attacked (9.61) and
 * counted among its attacks of the turn (9.65). The units go back to their box with the
 * phase's others (16.56, the attack window's end).
 */
export function resolveFlotillaWbbt(ctx: PhaseContext, state: SosState, a: AttackBody, dice: Dice): { state: SosState; events: GameEvent[] } {
  const { env } = ctx;
  const events: GameEvent[] = [];
  let s = state;
  const flotilla: string[] = [];
  for (const g of a.flotilla ?? []) {
    s = placeFlotilla(s, g.units, g.from, ctx.turn, ctx.window.phase);
    const units = g.units.filter((u) => s.pieces[u]?.at === g.from);
    if (units.length) events.push({ type: 'flotilla-placed', rule: 'SoS 16.53', hex: g.from, units, reveals: units });
    flotilla.push(...units.filter((u) => !s.pieces[u]!.pinned));
  }
  const ifUnits: string[] = [];
  const spotters: string[] = [];
  let spotting = 'selfSpotting';
  let named = false;
  const table = env.tables.spotting.situations as Record<string, number>;
  for (const g of a.indirect ?? []) {
    // SoS 14.11: IF that moved since its side's last attack phase does not fire its AF
    const units = g.units.filter((u) => !ifHeldAfterMove(s, u, ctx.turn, ctx.window.phase));
    const read = readIndirect(ctx, s, [{ units, spotter: g.spotter }], a.target, [], new Set(), newTally());
    if (units.length === 0 || read.issues.length > 0) {
      events.push({ type: 'indirect-fire-dropped', rule: 'SoS 14.2', hex: a.target, units: [...g.units], spotter: g.spotter, reasons: read.issues.map((i) => i.message) });
      continue;
    }
    ifUnits.push(...read.units);
    spotters.push(g.spotter);
    if (read.spotting && (table[read.spotting] ?? 0) > (table[spotting] ?? 0)) spotting = read.spotting;
    named ||= read.named;
  }
  s = countAttack(recordAttacked(s, a.target), a.target);
  const units = [...ifUnits, ...flotilla];
  if (units.length === 0) {
    events.push({ type: 'attack-not-made', rule: 'SoS 9.66', hex: a.target, reason: 'no River Flotilla or IF unit is left able to fire' });
    return { state: s, events };
  }
  const b: SosBombardment = {
    side: ctx.side, target: a.target, table: 'wbbt', units,
    af: units.reduce((n, u) => n + env.counter(u).af, 0),
    spotting, namedLeaderAdjacent: named, opOn1039: false, stukas: null,
  };
  const bctx = { env, standing: ctx.standing, date: monthDay(dayOfTurn(ctx.scenario, ctx.turn)), label: ctx.window.id, phase: ctx.window.phase };
  const r = onHex(bctx, s, b, dice);
  s = r.state;
  events.push(...r.events.map((e) => (e.type === 'bombardment' ? { ...e, flotilla, rule: 'SoS 16.55, 14.45, 14.6' } : e)));
  // SoS 14.02, 14.03: each IF unit that fired places its explosion marker: its AF is spent for the turn
  if (ifUnits.length) s = { ...s, ifFired: [...new Set([...s.ifFired, ...ifUnits])].sort() };
  // SoS 14.95: an OP that spotted may not move in its side's next movement phase
  s = recordOpSpotted(s, [...new Set(spotters)].map((id) => env.counter(id)), ctx.turn, ctx.window.phase);
  return { state: s, events };
}
