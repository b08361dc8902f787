import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { SosBombardment, SosState } from '../state/types';
import type { PhaseContext } from '../windows/phase';
import type { AttackBody } from '../windows/attack/check-attack';
import { ifHeldAfterMove } from '../movement/moved-artillery';
import { newTally, readIndirect } from '../windows/bombardment/indirect-groups';
import { onHex } from '../windows/bombardment/resolve-bombardment';
import { other, sideAt } from '../windows/attack/battlefield';
import { monthDay } from '../windows/attack/fire-units';
import { dayOfTurn } from '../sequence/scenarios';
import { recordOpSpotted } from '../movement/op-limits';

/** The River Flotilla's WBBT fire of an attack, resolved: the position, its events, and the units that fired (to be spent, 9.18). */
export interface WbbtFire {
  state: SosState;
  events: GameEvent[];
  fired: string[];
}

/**
 * SoS 16.55, 14.6, WBBT note: the fire of an attack on the WBBT (flotilla-table.ts): the River
 * Flotilla, alone or with IF artillery, at the Volga cliff hex in the Soviet Attack or Exploit
 * Attack Phase; or IF artillery alone, of either side, at any West Bank hex in its Attack or
 * Exploit Attack Phase (14.02, 14.42), a bombardment (14.41) that meets no retreat (9.41) and no
 * defensive fire (9.55) and takes a bombardment's losses (14.81); the River Flotilla's is an
 * attack and takes an attack's (9.82: resolve-bombardment.ts `losses`). It is an attack (16.55: "for both attacks and defensive fire"; 14.41: only
 * Stukas and/or IF bombard), resolved in the attack's place (resolve-attack.ts) once the
 * defender has retreated before combat (9.41) and fired defensively at the flotilla's hex
 * (9.51, 9.55); the flotilla is already placed in its Volga hex (16.53, index.ts). The River
 * Flotilla units still there and neither pinned nor eliminated fire; the IF groups still
 * able to fire are read as an attack's are (14.11, 14.2); the AF of both make one total
 * (9.19), read on the WBBT with its own modifiers only (14.6): the spotting situation is the
 * IF's least favourable one, the River Flotilla seeing its target itself (14.3
 * "self-spotting", 0). The result on the hex is the WBBT's (resolve-bombardment.ts `onHex`).
 */
export function flotillaWbbtFire(ctx: PhaseContext, state: SosState, a: AttackBody, dice: Dice, stukas?: { count: number; af: number; lwOpSees: boolean }): WbbtFire {
  const { env } = ctx;
  const events: GameEvent[] = [];
  let s = state;
  // SoS 9.57, 16.57: a River Flotilla unit pinned or eliminated by the defensive fire does not fire
  const flotilla = (a.flotilla ?? []).flatMap((g) => g.units.filter((u) => s.pieces[u]?.at === g.from && !s.pieces[u]!.pinned));
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
  const units = [...ifUnits, ...flotilla];
  // SoS 15.15, WBBT note: "Stuka units may use the WBBT for bombardment and attacks": those the AA left (15.45) add their AF
  const stukasLeft = stukas && stukas.count > 0 ? stukas : undefined;
  const defenders = sideAt(env, s, a.target, other(ctx.side)).filter((id) => env.counter(id).type !== 'leader');
  if ((units.length === 0 && !stukasLeft) || defenders.length === 0) {
    events.push({ type: 'attack-not-made', rule: 'SoS 9.66', hex: a.target, reason: defenders.length === 0 ? 'no defender is left in the hex' : 'no River Flotilla, IF or Stuka unit is left able to fire' });
    return { state: s, events, fired: [] };
  }
  const b: SosBombardment = {
    side: ctx.side, target: a.target, table: 'wbbt', units,
    af: units.reduce((n, u) => n + env.counter(u).af, 0) + (stukasLeft?.af ?? 0),
    spotting, namedLeaderAdjacent: named, opOn1039: false,
    stukas: stukasLeft ? { count: stukasLeft.count, lwOpSees: stukasLeft.lwOpSees, lwOpOn1039: false } : null,
  };
  // SoS 14.42: IF alone fires so in the Attack or Exploit Attack Phase as a bombardment
  // SoS 14.41, 9.82: with the River Flotilla declared it is an attack and takes an attack's losses (9.66 play note: still one when only the IF is left to fire); IF alone bombards, its losses by 14.81
  const attack = (a.flotilla?.length ?? 0) > 0;
  const bctx = { env, standing: ctx.standing, date: monthDay(dayOfTurn(ctx.scenario, ctx.turn)), label: ctx.window.id, phase: ctx.window.phase, ...(attack ? { losses: 'attack' as const } : {}) };
  const r = onHex(bctx, s, b, dice);
  s = r.state;
  events.push(...r.events.map((e) => (e.type === 'bombardment' ? { ...e, flotilla, rule: attack ? 'SoS 16.55, 14.6' : ifUnits.length ? 'SoS 14.02, 14.41, 14.6' : 'SoS 15.15, 14.41, 14.6' } : e)));
  // SoS 14.02, 14.03: each IF unit that fired places its explosion marker: its AF is spent for the turn
  if (ifUnits.length) s = { ...s, ifFired: [...new Set([...s.ifFired, ...ifUnits])].sort() };
  // SoS 14.95: an OP that spotted may not move in its side's next movement phase
  s = recordOpSpotted(s, [...new Set(spotters)].map((id) => env.counter(id)), ctx.turn, ctx.window.phase);
  return { state: s, events, fired: units };
}
