import type { AttackPreview } from '#kernel/engine/ruleset';
import { finalOdds } from '#kernel/combat/final-odds';
import { noDice } from '#kernel/dice/no-dice';
import type { UnitId } from '#kernel/ids';
import type { DosContext } from './data/context';
import { planAttack } from './rules/attack-legality';
import { battleFacts, paShifts } from './rules/odds-modifiers';
import { readingFacts } from './rules/reading-facts';
import { attackStrength, defenseStrength, participant } from './rules/strength';
import { supplyOf } from './rules/supply/supply-of';
import { valuesHidden } from './rules/untried';
import { weatherFacts } from './rules/weather/battle-weather';
import type { DosSide } from './state/sides';
import { faceOf, occupancy, sideOf, unitDef } from './state/units';
import type { DosState } from './state/types';
import { openWindow } from './windows/window';
import { DEFAULT_PHASE_ORDER } from './windows/sequence';

/** A preview never rolls: a "?" factor leaves the strength unknown. */
const NO_DICE = noDice('preview');

/**
 * A prepared assault as its side would see it before sending it (DoS 11.1-11.29): the
 * problems planAttack finds, every positional column shift (11.14-11.28, weather 10.0),
 * and, when every factor is known to the side, the strengths and the odds. The defender's
 * strength is known only for a lone unit with known values: an enemy stack shows only its
 * top unit (11.7) and untried values are unknown to both sides (2.14). Aircraft (11.25)
 * are committed after the odds are known and are not counted here.
 */
export function attackPreview(ctx: DosContext, state: DosState, side: DosSide, attack: { target: string; units: string[] }): AttackPreview {
  const out: AttackPreview = { target: attack.target, units: [...attack.units], problems: [], shifts: [], notes: [] };
  const window = openWindow(ctx, state);
  if (!window || !window.waitingFor.map(String).includes(side) || !window.accepts.includes('attack')) {
    out.problems.push({ path: [], code: 'no-attacks-now', message: `the open window (${window?.id ?? 'none'}) takes no attacks from ${side}`, rule: 'DoS 5.4' });
    return out;
  }
  const { plan, problems } = planAttack(ctx, state, side, { attack: { target: attack.target, units: attack.units } });
  out.problems.push(...problems.map((p) => ({ ...p, path: p.path.slice(1) })));
  if (!plan) return out;
  out.target = plan.target;
  const attackers = plan.attackers.map((r) => ({ ...participant(ctx, state, r.id), supply: supplyOf(ctx, state, r.id) }));
  const defenders = (occupancy(state).get(plan.target) ?? []) as UnitId[];
  const facts = battleFacts(ctx, {
    attackerSide: side,
    phaseOrder: state.phaseOrder ?? DEFAULT_PHASE_ORDER,
    target: plan.target,
    fortIntact: !state.fortsDestroyed.includes(plan.target),
    oRingIntact: state.oRingIntact,
    attackers: attackers.map((a) => ({ def: a.def, hex: a.hex })),
    defenders: defenders.map((id) => unitDef(ctx, id)),
    ...weatherFacts(ctx, state),
    ...readingFacts(ctx, state, side), // DoS 5.6, 11.14, 11.23 as the game options read them
  });
  out.shifts = paShifts(facts);
  const hiddenAttacker = attackers.some((a) => faceOf(a.def, a.steps).attack === '?' || valuesHidden(a.def, state.units[a.id]));
  const att = hiddenAttacker ? null : attackStrength(ctx, attackers, plan.target, NO_DICE, 'preview');
  if (att) {
    out.attack = att.total;
    for (const l of att.lines) for (const h of l.halvings) out.notes.push(`${l.unit}: halved, ${h.reason} (${h.rule})`);
  } else out.notes.push('an attacker\'s factor is unknown until the battle (DoS 2.14, 2.15)');
  const lone = defenders.length === 1 ? defenders[0]! : null;
  const loneDef = lone ? unitDef(ctx, lone) : null;
  const known = lone !== null && loneDef !== null && faceOf(loneDef, state.units[lone]!.steps).defense !== '?' && !valuesHidden(loneDef, state.units[lone]);
  if (known) {
    out.defense = defenseStrength([{ ...participant(ctx, state, lone), supply: supplyOf(ctx, state, lone) }], side, NO_DICE, 'preview').total;
  } else out.notes.push(defenders.length > 1 ? 'the defending stack shows only its top unit until the battle (DoS 11.7)' : 'the defender\'s factor is unknown until the battle (DoS 2.14, 2.15)');
  if (out.attack !== undefined && out.defense !== undefined && out.attack > 0 && out.defense > 0) {
    const odds = finalOdds(out.attack, out.defense, out.shifts.map((s) => s.value), ctx.tables.crt.columns);
    out.rawOdds = odds.raw.label;
    out.odds = odds.label;
    out.column = 'column' in odds.lookup ? odds.lookup.column : `${odds.lookup.beyond} the table (DoS 11.10)`;
  }
  if (defenders.length > 0 && sideOf(unitDef(ctx, defenders[0]!)) === side) out.notes.push('the target holds your own units');
  return out;
}
