import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import type { CrtResult } from '../data/schema';
import type { PhaseOrder } from '../orders/declare';
import { opponent, SOVIET } from '../state/sides';
import { sideOf, unitDef, unitsAt } from '../state/units';
import type { DosState } from '../state/types';
import { afterAttackDeclared } from './activation/triggers';
import { advanceAfterCombat } from './advance';
import { liftOnSovietCrossing } from './army-release';
import type { AttackPlan } from './attack-legality';
import { consequencesText, noConsequences } from './consequences';
import { cityConversion, readCrt } from './crt';
import { chooseAttackerSteps } from './losses';
import { battleFacts, paShifts, type Shift } from './odds-modifiers';
import { readingFacts } from './reading-facts';
import { loseOneStep, lossText } from './results';
import { airSupportShifts } from './air/support-shifts';
import { applyDefenderResult } from './defender-result';
import { attackStrength, defenseStrength, participant } from './strength';
import { battleSupply, cityDefendersSupplied, pileOosLosses, unsupplied } from './supply/battle-supply';
import { weatherFacts } from './weather/battle-weather';
import { defendersOf } from './defenders';
import { updateUnits } from '../state/unit-writes';

export const shiftText = (s: Shift): string => `${s.value > 0 ? '+' : ''}${s.value}${s.value > 0 ? 'R' : 'L'} ${s.reason} (${s.rule.replace('DoS ', '')})`;

/**
 * One prepared assault, start to finish (DoS 11.8-11.38): strengths, raw odds, every
 * shift, the CRT (or the automatic result beyond it), the city conversion (11.22), the
 * defender's result in full before the attacker's (11.30), retreat (11.33-11.35),
 * advance (11.38). Untried units in the battle are revealed (2.14). Mutates the draft and
 * returns the battle event.
 */
export function resolveBattle(
  ctx: DosContext,
  draft: DosState,
  plan: AttackPlan,
  phaseOrder: PhaseOrder,
  dice: Dice,
  window: string,
): GameEvent {
  const { side, target } = plan;
  const enemy = opponent(side);
  const attackers = plan.attackers.map((r) => r.id);
  const { defenders, retreatedIn } = defendersOf(draft, target);
  updateUnits(draft, [...attackers, ...defenders].filter((id) => unitDef(ctx, id).untried), (u) => ({ ...u, revealed: true }));
  draft.phase.attacked.push(...attackers);
  draft.phase.defended.push(...defenders); // DoS 11.4: each defender once per phase
  const supply = battleSupply(ctx, draft, side, target, [...attackers, ...defenders, ...retreatedIn]); // DoS 7.16

  const label = `${window}/${target}/attack`;
  const att = attackStrength(ctx, attackers.map((id) => ({ ...participant(ctx, draft, id), supply: supply.byUnit[id]! })), target, dice, label);
  const def = defenseStrength(defenders.map((id) => ({ ...participant(ctx, draft, id), supply: supply.byUnit[id]! })), side, dice, label);
  const facts = battleFacts(ctx, {
    attackerSide: side,
    phaseOrder,
    target,
    fortIntact: !draft.fortsDestroyed.includes(target),
    oRingIntact: draft.oRingIntact,
    attackers: attackers.map((id) => ({ def: unitDef(ctx, id), hex: draft.units[id]!.hex! })),
    defenders: defenders.map((id) => unitDef(ctx, id)),
    ...weatherFacts(ctx, draft), // DoS 10.0, 11.17
    ...readingFacts(ctx, draft, side), // the game options' readings of 5.6, 11.14 and 11.23
  });
  const positional = paShifts(facts);
  // DoS 11.25: aircraft committed once the odds are known, before the die (digest E41)
  const shifts = [...positional, ...airSupportShifts(ctx, draft, { side, target, attack: att.total, defense: def.total, shifts: positional, ...(plan.air ? { air: plan.air } : {}) })];
  const crt = readCrt(ctx.tables.crt, att.total, def.total, shifts.map((s) => s.value), dice, label);
  const city = cityConversion(crt.result, ctx.map.hasFeature(target, 'city'), cityDefendersSupplied(supply, defenders));
  const result: CrtResult = city.result;

  const out = noConsequences();
  if (supply.aerial) out.notes.push({ text: String(supply.aerial.text).replace(/ \(DoS 7\.6\)$/, ''), rule: 'DoS 7.6' });
  if (side === SOVIET && liftOnSovietCrossing(ctx, draft, [target])) {
    out.notes.push({ text: 'a Soviet attack across the start line: every German army is released', rule: 'DoS 3.2' });
  }
  afterAttackDeclared(ctx, draft, side, target, defenders, out); // DoS 3.2 front-line activation, 8.6 Don crossing
  const { losses, eliminations, retreats, defenderSteps } = applyDefenderResult(ctx, draft, enemy, target, defenders, retreatedIn, result, out);
  const attackerSteps = result === 'AL1' ? 1 : result === 'EX' ? defenderSteps : 0;
  const policy = draft.standing[side]?.losses;
  for (const id of chooseAttackerSteps(ctx, draft, attackers, attackerSteps, plan.losses, policy)) {
    losses.push(loseOneStep(ctx, draft, id, result === 'AL1' ? 'AL1: attacker loses one step' : 'EX: attacker matches the defender\'s steps', result === 'AL1' ? 'DoS 11.32' : 'DoS 11.37'));
  }
  pileOosLosses(ctx, draft, supply, [...losses, ...eliminations].filter((l) => l.eliminated).map((l) => l.unit), out); // DoS 4.3
  const survivors = attackers.filter((id) => draft.units[id]!.status === 'on-map');
  const emptied = !unitsAt(draft, target).some((id) => sideOf(unitDef(ctx, id)) === enemy);
  const adv = emptied && !draft.ended ? advanceAfterCombat(ctx, draft, side, target, survivors, plan.advance, out) : { advanced: [], refused: [] };

  const fromHexes = [...new Set(facts.attackers.map((a) => a.hex))].join(',');
  const odds = crt.odds;
  const head = [`${target} ← ${fromHexes}: ${att.total} vs ${def.total} = ${odds.raw.label}`, ...shifts.map(shiftText)].join('; ');
  const beyond = 'beyond' in odds.lookup ? ` (${odds.lookup.beyond} the table: no roll, 11.10)` : '';
  const tail = [
    crt.die ? `die ${crt.die.value} → ${crt.result}` : `→ ${crt.result}`,
    ...(city.converted ? [`city: ${crt.result} → AL1 (11.22)`] : []),
    ...losses.map(lossText),
    ...retreats.map((r) => `${r.unit} retreats to ${r.to}`),
    ...eliminations.map((e) => `${e.unit} ${e.eliminated ? 'eliminated' : 'reduced'} (${e.reason}, ${e.rule.replace('DoS ', '')})`),
    ...adv.advanced.map((a) => `${a.unit} advances to ${a.to}`),
  ];
  const after = consequencesText(out);
  return {
    type: 'battle',
    rule: 'DoS 11.0',
    side,
    target,
    attackers: att.lines,
    defenders: def.lines,
    attack: att.total,
    defense: def.total,
    raw: odds.raw.label,
    shifts,
    index: odds.index,
    final: odds.label,
    ...('column' in odds.lookup ? { column: odds.lookup.column } : { beyond: odds.lookup.beyond }),
    ...(crt.die ? { die: crt.die } : {}),
    cell: crt.cell,
    crtResult: crt.result,
    result,
    ...(city.converted ? { conversion: { from: crt.result, to: 'AL1', rule: 'DoS 11.22' } } : {}),
    supply: unsupplied(supply), // DoS 7.16: units not in regular supply at the battle's start
    losses,
    retreats,
    eliminations,
    advances: adv.advanced,
    advanceRefused: adv.refused,
    control: out.control,
    vp: out.vp,
    notes: out.notes,
    text: `${head} → ${odds.label}${beyond}; ${tail.join('; ')}${after ? `; ${after}` : ''}`,
  };
}
