import type { Dice } from '#kernel/engine/dice';
import type { CommandResult, Tables } from '../data/tables';
import type { UnitDef } from '../data/units';
import { rollCommandControl } from '../combat/command-control';
import type { KbContext } from '../state/context';
import { occupancy, type Placed } from '../state/occupancy';
import type { KbState } from '../state/types';
import { isHq } from '../state/unit-status';
import { isUntried } from '../state/untried';
import { withUnits } from '../state/update';
import { completedFzOf } from '../rules/zoc/exerts';
import { popovIsOutOfGas, POPOV_COLOURS } from './popov-out-of-gas';

/** KB 13.2: the distance to an enemy unit within which a Soviet unit needs command. */
export const COMMAND_NEED_DISTANCE = 3;

/** Why a Soviet combat unit rolls on the C&C Table, or why it does not. */
export type CommandStanding =
  | { unit: string; rolls: false; why: 'no-enemy-within-3' | 'in-fortified-zone' | 'in-command-range'; hq?: string; rule: string }
  | { unit: string; rolls: true; why: 'out-of-command' | 'popov-out-of-gas'; rule: string };

/** One C&C roll: the die, each modifier with its rule, the modified roll and the result. */
export interface CommandRollEvent {
  kind: 'command-control-roll';
  unit: string;
  why: 'out-of-command' | 'popov-out-of-gas';
  label: string;
  die: number;
  modifiers: { reason: 'guards' | 'popov-out-of-gas'; drm: number; rule: string }[];
  modified: number;
  result: CommandResult;
  /** halt and hold place an 'OOC' marker (removed in the End Turn Phase, 4.1 D). */
  ooc: boolean;
  rule: 'KB 13.2';
}

export interface CommandOptions {
  /** KB 2.72 optional 'Untried' strengths: any Soviet HQ gives command (icon colours are mixed). */
  hiddenStrength?: boolean;
}


/** KB 13.22, 20.3, 2.72 (digest A50): an HQ of the unit's colour; any HQ for beige reserves, in Third Kharkov, or with hidden strengths. */
const commands = (state: KbState, hq: UnitDef, u: UnitDef, o: CommandOptions): boolean =>
  hq.colour === u.colour || u.colour === 'beige' || state.scenario === 'third-kharkov' || o.hiddenStrength === true;

/**
 * KB 13.2 and 20.1 optional: which committed Soviet combat units on the map roll on the
 * Soviet Command & Control Table in the Soviet Command Phase, each with its reason. A unit
 * rolls when an Axis unit is within three hexes (enemy units and ZOC do not block the
 * count, digest A31: on-map units, distance <= 3) and no committed Soviet HQ that commands
 * it (13.22) has it within its Command Range (2.8); units in a Soviet Fortified Zone are
 * exempt (13.21). While Popov is Out of Gas, every orange or pink mechanized unit rolls
 * (20.1: "automatically forced"), whatever its range or hex; it rolls once (digest 5.11).
 */
export function commandStandings(ctx: KbContext, state: KbState, o: CommandOptions = {}): CommandStanding[] {
  const occ = occupancy(ctx, state);
  const axisHexes = occ.hexesOf('axis');
  const grid = ctx.map.grid;
  const sovietPlaced: Placed[] = occ.hexesOf('soviet').flatMap((h) => occ.at(h, 'soviet'));
  const hqs = sovietPlaced.filter((p) => isHq(p.def) && p.state.committed && p.def.hq);
  const popovOut = popovIsOutOfGas(ctx, state);
  const out: CommandStanding[] = [];
  for (const p of sovietPlaced) {
    if (isHq(p.def) || !p.state.committed) continue;
    const unit = p.def.id;
    if (popovOut && p.def.class === 'mechanized' && POPOV_COLOURS.has(p.def.colour)) {
      out.push({ unit, rolls: true, why: 'popov-out-of-gas', rule: 'KB 20.1' });
      continue;
    }
    const near = axisHexes.some((h) => grid.distance(h, p.hex) <= COMMAND_NEED_DISTANCE);
    if (!near) {
      out.push({ unit, rolls: false, why: 'no-enemy-within-3', rule: 'KB 13.2' });
      continue;
    }
    if (completedFzOf(state, p.hex, 'soviet')) {
      out.push({ unit, rolls: false, why: 'in-fortified-zone', rule: 'KB 13.21' });
      continue;
    }
    const hq = hqs.find((h) => commands(state, h.def, p.def, o) && grid.distance(h.hex, p.hex) <= h.def.hq!.range);
    if (hq) out.push({ unit, rolls: false, why: 'in-command-range', hq: hq.def.id, rule: 'KB 13.22' });
    else out.push({ unit, rolls: true, why: 'out-of-command', rule: 'KB 13.2' });
  }
  return out.sort((a, b) => (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0));
}

/**
 * KB 13.2: the Soviet Command Phase's C&C rolls, one die per unit that must roll (labelled
 * `<prefix>/<unit id>`), read on the Soviet C&C Table; 'halt' and 'hold' mark the unit
 * OOC. Guards +1 (13.2); -3 instead for Popov's orange and pink mechanized units (20.1).
 */
export function commandControlPhase(
  ctx: KbContext,
  state: KbState,
  table: Tables['commandControl'],
  dice: Dice,
  o: CommandOptions & { labelPrefix?: string } = {},
): { state: KbState; standings: CommandStanding[]; events: CommandRollEvent[] } {
  const standings = commandStandings(ctx, state, o);
  const prefix = o.labelPrefix ?? `T${String(state.at.turn).padStart(2, '0')}/soviet-command`;
  const events: CommandRollEvent[] = [];
  const marks: Record<string, { marks: KbState['units'][string]['marks'] }> = {};
  const untriedAt = new Map<string, number>();
  // KB 2.72 (digest A35): a public roll's label must not name an untried division: it is labelled by its hex
  const labelOf = (unit: string): string => {
    const u = state.units[unit]!;
    if (!isUntried(u) || u.hex === null) return `${prefix}/${unit}`;
    const hex = ctx.map.label(u.hex);
    const k = (untriedAt.get(hex) ?? 0) + 1;
    untriedAt.set(hex, k);
    return `${prefix}/${hex}/untried-${k}`;
  };
  for (const s of standings) {
    if (!s.rolls) continue;
    const def = ctx.unit(s.unit);
    const popov = s.why === 'popov-out-of-gas';
    const guards = def.branch === 'guards';
    const label = labelOf(s.unit);
    const r = rollCommandControl(table, { guards, popovOutOfGas: popov }, dice, label);
    const modifiers: CommandRollEvent['modifiers'] = popov ? [{ reason: 'popov-out-of-gas', drm: -3, rule: 'KB 20.1' }] : guards ? [{ reason: 'guards', drm: 1, rule: 'KB 13.2' }] : [];
    const ooc = r.result !== 'normal';
    // KB 13.2: the result is kept with the marker, for it applies to that unit only
    if (r.result !== 'normal') marks[s.unit] = { marks: { ...state.units[s.unit]!.marks, ooc: true, oocResult: r.result } };
    events.push({ kind: 'command-control-roll', unit: s.unit, why: s.why, label, die: r.die, modifiers, modified: r.modified, result: r.result, ooc, rule: 'KB 13.2' });
  }
  return { state: withUnits(state, marks), standings, events };
}

/** KB 4.1 D, 13.2: 'OOC' markers come off in the End Turn Phase. */
export function removeOocMarkers(state: KbState): KbState {
  const marked = Object.values(state.units).filter((u) => u.marks.ooc);
  return withUnits(state, Object.fromEntries(marked.map((u) => [u.id, { marks: { ...u.marks, ooc: false, oocResult: null } }])));
}

