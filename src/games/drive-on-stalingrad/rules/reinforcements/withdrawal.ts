import type { GameEvent } from '#kernel/engine/events';
import type { UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { UnitDef } from '#games/drive-on-stalingrad/data/schema';
import { GERMAN } from '#games/drive-on-stalingrad/state/sides';
import { faceOf, isGermanProper, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { problem, type OrderProblem } from '../problem';
import { resolveUnit } from '../unit-refs';
import { supplyOf } from './supply-seam';
import { updateUnits } from '#games/drive-on-stalingrad/state/unit-writes';

/** DoS 8.7: "any two German panzer divisions, any one German infantry division, and the Gross Deutschland". */
export const WITHDRAW_PANZER = 2;
export const WITHDRAW_INFANTRY = 1;
/** DoS 8.7: the infantry division "must have a combat factor of at least seven (7) printed on either side". */
export const INFANTRY_MIN_FACTOR = 7;
/** DoS 8.7: "substitute any two other available German motorized infantry divisions". */
export const WITHDRAW_SUBSTITUTES = 2;

export type WithdrawalRole = 'panzer' | 'infantry' | 'named' | 'substitute';

const ROLE_NAMES: Record<WithdrawalRole, string> = {
  panzer: 'German panzer division',
  infantry: `German infantry division with a printed combat factor of ${INFANTRY_MIN_FACTOR} or more`,
  named: 'the named division',
  substitute: 'German motorized infantry division standing in for the named one',
};

/** Whether the withdrawal is due in the open window: the German opening window of the scenario's withdrawal turn, once. */
export function withdrawalDue(ctx: DosContext, state: DosState): boolean {
  const cfg = scenarioOf(ctx, state.scenario).data.withdrawal;
  return cfg !== undefined && state.turn === cfg.turn && state.at.side === GERMAN && state.at.step === 0 && state.arrivals.withdrawal === null;
}

const highestPrinted = (d: UnitDef): number =>
  Math.max(...[d.full, ...(d.reduced ? [d.reduced] : [])].flatMap((f) => [f.attack, f.defense]).map((x) => (typeof x === 'number' ? x : 0)));

/** Which requirement a unit may fill (ignoring supply), or null (digest E25: "infantry" means type infantry only; the Slovak division counts as German, 1.5). */
function roleOf(ctx: DosContext, state: DosState, def: UnitDef, namedAvailable: boolean): WithdrawalRole | null {
  const named = scenarioOf(ctx, state.scenario).data.withdrawal?.named;
  if (def.id === named) return 'named';
  if (!isGermanProper(def)) return null;
  if (def.type === 'panzer') return 'panzer';
  if (def.type === 'infantry' && highestPrinted(def) >= INFANTRY_MIN_FACTOR) return 'infantry';
  if (def.type === 'motorized-infantry' && !namedAvailable) return 'substitute';
  return null;
}

const inOverlandSupply = (ctx: DosContext, state: DosState, id: string): boolean =>
  state.units[id]?.status === 'on-map' && supplyOf(ctx, state, id) === 'regular';

/** DoS 8.7: the named division is available when it is on the map in regular overland supply. */
function namedAvailable(ctx: DosContext, state: DosState): boolean {
  const named = scenarioOf(ctx, state.scenario).data.withdrawal?.named;
  return named !== undefined && inOverlandSupply(ctx, state, named);
}

/** How many units each requirement takes now. */
function needs(ctx: DosContext, state: DosState): Record<WithdrawalRole, number> {
  const gd = namedAvailable(ctx, state);
  return { panzer: WITHDRAW_PANZER, infantry: WITHDRAW_INFANTRY, named: gd ? 1 : 0, substitute: gd ? 0 : WITHDRAW_SUBSTITUTES };
}

/** Eligible units for each requirement, weakest first (the face showing, then id; digest §6 A6). */
function eligible(ctx: DosContext, state: DosState): Record<WithdrawalRole, UnitId[]> {
  const gd = namedAvailable(ctx, state);
  const out: Record<WithdrawalRole, UnitId[]> = { panzer: [], infantry: [], named: [], substitute: [] };
  const factor = (id: string) => {
    const a = faceOf(unitDef(ctx, id), state.units[id]!.steps).attack;
    return typeof a === 'number' ? a : 0;
  };
  for (const id of Object.keys(state.units).sort((a, b) => factor(a) - factor(b) || (a < b ? -1 : 1))) {
    if (!inOverlandSupply(ctx, state, id)) continue;
    const role = roleOf(ctx, state, unitDef(ctx, id), gd);
    if (role) out[role].push(id as UnitId);
  }
  return out;
}

/** Checks a withdraw order's list (DoS 8.7): each unit fills a requirement, in overland supply, none beyond the numbers required. */
export function checkWithdrawal(ctx: DosContext, state: DosState, units: string[]): OrderProblem[] {
  if (!withdrawalDue(ctx, state)) {
    const cfg = scenarioOf(ctx, state.scenario).data.withdrawal;
    const when = cfg ? `the very start of the German player turn of GT${cfg.turn}` : 'no turn of this scenario';
    return [problem(['withdraw'], 'no-withdrawal-now', `the withdrawal is made at ${when}, once`, 'DoS 8.7')];
  }
  const problems: OrderProblem[] = [];
  const need = needs(ctx, state);
  const count: Record<WithdrawalRole, number> = { panzer: 0, infantry: 0, named: 0, substitute: 0 };
  const gd = namedAvailable(ctx, state);
  const seen = new Set<string>();
  units.forEach((id, k) => {
    const path = ['withdraw', 'units', k];
    if (seen.has(id)) return void problems.push(problem(path, 'duplicate-unit', `${id} is listed twice`));
    seen.add(id);
    const ref = resolveUnit(ctx, state, GERMAN, id, path);
    if ('code' in ref) return void problems.push(ref);
    const role = roleOf(ctx, state, ref.def, gd);
    if (role === null) {
      const why = ref.def.type === 'motorized-infantry' && gd ? `; ${scenarioOf(ctx, state.scenario).data.withdrawal!.named} is available, so no substitute` : '';
      return void problems.push(problem(path, 'not-withdrawable', `${id} fills none of the withdrawal requirements${why}`, 'DoS 8.7'));
    }
    if (!inOverlandSupply(ctx, state, id)) return void problems.push(problem(path, 'not-overland-supplied', `${id} is not in regular overland supply`, 'DoS 8.7'));
    if (++count[role] > need[role]) problems.push(problem(path, 'too-many', `only ${need[role]} ${ROLE_NAMES[role]}${need[role] === 1 ? '' : 's'} are withdrawn`, 'DoS 8.7'));
  });
  return problems;
}

/**
 * The units withdrawn: the listed ones that fill a requirement, then the default for
 * whatever is still open (weakest eligible first, digest §6 A6). A requirement with too
 * few eligible units is withdrawn as far as it goes and reported (digest E25).
 */
export function chooseWithdrawal(ctx: DosContext, state: DosState, listed: readonly string[]): { units: UnitId[]; shortfalls: string[] } {
  const need = needs(ctx, state);
  const pool = eligible(ctx, state);
  const units: UnitId[] = [];
  const shortfalls: string[] = [];
  for (const role of ['named', 'panzer', 'infantry', 'substitute'] as const) {
    const chosen = listed.filter((id) => pool[role].includes(id as UnitId)).slice(0, need[role]) as UnitId[];
    for (const id of pool[role]) if (chosen.length < need[role] && !chosen.includes(id)) chosen.push(id);
    if (chosen.length < need[role]) shortfalls.push(`${need[role] - chosen.length} ${ROLE_NAMES[role]}${need[role] - chosen.length === 1 ? '' : 's'} short`);
    units.push(...chosen);
  }
  return { units, shortfalls };
}

/** Removes the units from play (status `withdrawn`). Mutates the draft. */
export function removeWithdrawn(draft: DosState, units: readonly UnitId[]): void {
  updateUnits(draft, units, (u) => ({ ...u, hex: null, status: 'withdrawn' }));
  draft.arrivals = { ...draft.arrivals, withdrawal: draft.turn };
}

/**
 * DoS 8.7 at the very start of the German player turn of the withdrawal turn, before
 * the declarations take effect: the listed units (the file's `withdraw` order), completed
 * by the default. The German's event names the units; the public one gives the count
 * (the Soviet sees only top units, 11.7). Mutates the draft; returns the events.
 */
export function makeWithdrawal(ctx: DosContext, draft: DosState, listed: readonly string[]): GameEvent[] {
  if (!withdrawalDue(ctx, draft)) return [];
  const { units, shortfalls } = chooseWithdrawal(ctx, draft, listed);
  const from = Object.fromEntries(units.map((id) => [id, draft.units[id]!.hex]));
  removeWithdrawn(draft, units);
  const defaulted = units.filter((id) => !listed.includes(id));
  const short = shortfalls.length > 0 ? `; ${shortfalls.join(', ')} (digest E25)` : '';
  return [
    {
      type: 'withdrawal',
      rule: 'DoS 8.7',
      units,
      from,
      defaulted,
      shortfalls,
      visibleTo: [GERMAN],
      text: `GT${draft.turn} withdrawal: ${units.map((id) => `${id} (${from[id]})`).join(', ')}${defaulted.length > 0 ? `; by default: ${defaulted.join(', ')}` : ''}${short} (DoS 8.7)`,
    },
    {
      type: 'withdrawal-made',
      rule: 'DoS 8.7',
      count: units.length,
      text: `The German side withdraws ${units.length} division${units.length === 1 ? '' : 's'} from play (DoS 8.7)`,
    },
  ];
}

/**
 * The position a file without a `withdraw` order is judged in while the withdrawal is due
 * (DoS 8.7; check-arrivals.ts makes the same withdrawal first): a copy with the units the
 * default takes removed. Options are listed in it, so they offer nothing check() refuses.
 */
export function afterDefaultWithdrawal(ctx: DosContext, state: DosState): { state: DosState; withdrawn: UnitId[] } {
  if (!withdrawalDue(ctx, state)) return { state, withdrawn: [] };
  const withdrawn = chooseWithdrawal(ctx, state, []).units;
  const after = structuredClone(state);
  removeWithdrawn(after, withdrawn);
  return { state: after, withdrawn };
}

/**
 * The units a `withdraw` order may name now (DoS 8.7), each with the requirement it fills
 * and how many units that requirement takes: the eligible ones check() accepts. Empty
 * when the withdrawal is not due.
 */
export function withdrawalChoices(ctx: DosContext, state: DosState): Map<UnitId, { role: WithdrawalRole; of: number }> {
  const out = new Map<UnitId, { role: WithdrawalRole; of: number }>();
  if (!withdrawalDue(ctx, state)) return out;
  const need = needs(ctx, state);
  const pool = eligible(ctx, state);
  for (const role of ['named', 'panzer', 'infantry', 'substitute'] as const) {
    if (need[role] > 0) for (const id of pool[role]) out.set(id, { role, of: need[role] });
  }
  return out;
}
