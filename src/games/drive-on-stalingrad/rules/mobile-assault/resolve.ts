import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import type { CrtResult } from '#games/drive-on-stalingrad/data/schema';
import { GERMAN, SOVIET } from '#games/drive-on-stalingrad/state/sides';
import { isPanzer, sideOf, unitDef, unitsAt } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { afterAttackDeclared } from '../activation/triggers';
import { isSchwerpunkt } from '../air/planes';
import { consequencesText, noConsequences } from '../consequences';
import { readCrt } from '../crt';
import { chooseAttackerSteps } from '../losses';
import { applyMove } from '../movement';
import { battleFacts } from '../odds-modifiers';
import { defendersOf } from '../defenders';
import { shiftText } from '../prepared-assault';
import { loseOneStep, lossText, type LossLine } from '../results';
import { applyDefenderResult } from '../defender-result';
import type { RetreatMove } from '../retreat';
import { defenseStrength, participant } from '../strength';
import { battleSupply, pileOosLosses, unsupplied } from '../supply/battle-supply';
import { weatherFacts } from '../weather/battle-weather';
import { moveOnward, mpLeftText, type Onward } from './onward';
import type { AssaultPlan } from './plan';
import { mobileAssaultShifts } from './shifts';
import { mobileAttackStrength } from './strength';
import { updateUnits } from '#games/drive-on-stalingrad/state/unit-writes';

/** Moves the force to its launch hex (normal movement, 9.1) and marks it moved and assaulting (9.2, 9.24). Mutates the draft. */
export function moveToLaunch(ctx: DosContext, draft: DosState, plan: AssaultPlan): GameEvent | null {
  const units = plan.force.map((r) => r.id);
  let event: GameEvent | null = null;
  if (plan.approach.length > 0) {
    const cost = Math.max(...units.map((id) => plan.approachCost[id] ?? 0));
    event = applyMove(ctx, draft, { side: GERMAN, units, start: plan.start, path: plan.approach, cost, allowance: plan.allowance });
  } else {
    draft.phase.moved.push(...units);
    if (draft.phase.movedFrom.at(-1) !== plan.start) draft.phase.movedFrom.push(plan.start);
  }
  draft.phase.assaulted = [...(draft.phase.assaulted ?? []), ...units];
  return event;
}

/**
 * One German mobile assault, start to finish (DoS 9.23-9.31, resolved as a PA, 9.31 design
 * note): the approach to the launch hex; strengths (no river halving, mobile-assault
 * strength.ts), raw odds, the MA shifts (shifts.ts), the CRT or the automatic result
 * beyond it (11.10); the defender's result in full first (11.30): retreat (11.33-11.34,
 * the force still in the launch hex), DE/EX losses, and the units that retreated into
 * the hex this phase eliminated on any result but AS and AL1 (11.35); then the
 * attacker's: AL1 from a panzer division (11.32), EX steps (11.37). A cleared hex lets the
 * survivors go on (9.30, onward.ts); otherwise they stay in the launch hex for the rest
 * of the phase (9.29, 11.31). Mutates the draft; returns the events (approach move, battle).
 */
export function resolveAssault(ctx: DosContext, draft: DosState, plan: AssaultPlan, dice: Dice, window: string): GameEvent[] {
  const events: GameEvent[] = [];
  const moved = moveToLaunch(ctx, draft, plan);
  if (moved) events.push(moved);
  if (draft.ended) return events;
  const { target, launch } = plan;
  const force = plan.force.map((r) => r.id);
  const n = (draft.phase.assaultTargets ?? []).filter((h) => h === target).length + 1;
  draft.phase.assaultTargets = [...(draft.phase.assaultTargets ?? []), target];
  const { defenders, retreatedIn } = defendersOf(draft, target);
  updateUnits(draft, defenders.filter((id) => unitDef(ctx, id).untried), (u) => ({ ...u, revealed: true }));

  const supply = battleSupply(ctx, draft, GERMAN, target, [...force, ...defenders, ...retreatedIn]); // DoS 7.16, 9.26
  const label = `${window}/${target}/mobile-assault/${n}`;
  const att = mobileAttackStrength(ctx, force.map((id) => ({ ...participant(ctx, draft, id), supply: supply.byUnit[id]! })), target, dice, label);
  const def = defenseStrength(defenders.map((id) => ({ ...participant(ctx, draft, id), supply: supply.byUnit[id]! })), GERMAN, dice, label);
  const facts = battleFacts(ctx, {
    attackerSide: GERMAN,
    phaseOrder: draft.phaseOrder ?? 'combat-first',
    target,
    fortIntact: !draft.fortsDestroyed.includes(target),
    oRingIntact: draft.oRingIntact,
    attackers: force.map((id) => ({ def: unitDef(ctx, id), hex: launch })),
    defenders: defenders.map((id) => unitDef(ctx, id)),
    ...weatherFacts(ctx, draft),
  });
  const schwerpunkt = isSchwerpunkt(draft);
  const shifts = mobileAssaultShifts(facts, schwerpunkt);
  const crt = readCrt(ctx.tables.crt, att.total, def.total, shifts.map((s) => s.value), dice, label);
  const result: CrtResult = crt.result;

  const out = noConsequences();
  afterAttackDeclared(ctx, draft, GERMAN, target, defenders, out); // DoS 3.2 front-line activation, 8.6 Don crossing
  const { losses, eliminations, retreats, defenderSteps } = applyDefenderResult(ctx, draft, SOVIET, target, defenders, retreatedIn, result, out);
  const policy = draft.standing.german?.losses;
  if (result === 'AL1') {
    const panzers = force.filter((id) => isPanzer(unitDef(ctx, id)));
    const listed = plan.losses.filter((id) => panzers.includes(id as UnitId));
    for (const id of chooseAttackerSteps(ctx, draft, panzers, 1, listed, policy)) {
      losses.push(loseOneStep(ctx, draft, id, 'AL1 in a mobile assault: a panzer division loses one step', 'DoS 11.32'));
    }
  } else if (result === 'EX') {
    for (const id of chooseAttackerSteps(ctx, draft, force, defenderSteps, plan.losses, policy)) {
      losses.push(loseOneStep(ctx, draft, id, 'EX: attacker matches the defender\'s steps', 'DoS 11.37'));
    }
  }
  pileOosLosses(ctx, draft, supply, [...losses, ...eliminations].filter((l) => l.eliminated).map((l) => l.unit), out); // DoS 4.3
  const survivors = force.filter((id) => draft.units[id]!.status === 'on-map');
  const cleared = !unitsAt(draft, target).some((id) => sideOf(unitDef(ctx, id)) === SOVIET);
  const onward: Onward = cleared && survivors.length > 0 && !draft.ended ? moveOnward(ctx, draft, plan, survivors, out) : { moved: false };
  events.push(battleEvent({ plan, att, def, shifts, crt, result, losses, retreats, eliminations, out, cleared, survivors, onward, schwerpunkt, supply: unsupplied(supply) }));
  return events;
}

type EventInput = {
  plan: AssaultPlan;
  att: ReturnType<typeof mobileAttackStrength>;
  def: ReturnType<typeof defenseStrength>;
  shifts: ReturnType<typeof mobileAssaultShifts>;
  crt: ReturnType<typeof readCrt>;
  result: CrtResult;
  losses: LossLine[];
  retreats: RetreatMove[];
  eliminations: LossLine[];
  out: ReturnType<typeof noConsequences>;
  cleared: boolean;
  survivors: UnitId[];
  onward: Onward;
  schwerpunkt: boolean;
  supply: ReturnType<typeof unsupplied>;
};

/** The battle event: a prepared assault's shape (prepared-assault.ts) plus kind, launch hex and what the force did after. */
function battleEvent(e: EventInput): GameEvent {
  const { plan, crt } = e;
  const odds = crt.odds;
  const head = [`mobile assault ${plan.target} ← ${plan.launch}: ${e.att.total} vs ${e.def.total} = ${odds.raw.label}`, ...e.shifts.map(shiftText)].join('; ');
  const beyond = 'beyond' in odds.lookup ? ` (${odds.lookup.beyond} the table: no roll, 11.10)` : '';
  const after: string[] = [];
  if (e.survivors.length === 0) after.push('no attacker survives');
  else if (!e.cleared) after.push(`${e.survivors.join(' + ')} back to the launch hex ${plan.launch}, no further movement this phase (9.29)`);
  else if (e.onward.moved) after.push(`${e.survivors.join(' + ')} take ${plan.target} and move on to ${e.onward.to} (9.30)`);
  else if (e.onward.refused) after.push(`${e.survivors.join(' + ')} take ${plan.target} and stop: ${e.onward.refused.map((p) => p.message).join('; ')}`);
  else after.push(`${e.survivors.join(' + ')} take ${plan.target} (9.30; MP left ${mpLeftText(plan, e.survivors)})`);
  const tail = [
    crt.die ? `die ${crt.die.value} → ${crt.result}` : `→ ${crt.result}`,
    ...e.losses.map(lossText),
    ...e.retreats.map((r) => `${r.unit} retreats to ${r.to}`),
    ...e.eliminations.map((x) => `${x.unit} ${x.eliminated ? 'eliminated' : 'reduced'} (${x.reason}, ${x.rule.replace('DoS ', '')})`),
    ...after,
  ];
  const consequences = consequencesText(e.out);
  return {
    type: 'battle',
    kind: 'mobile-assault',
    rule: 'DoS 9.23',
    side: plan.side,
    target: plan.target,
    launch: plan.launch,
    attackers: e.att.lines,
    defenders: e.def.lines,
    attack: e.att.total,
    defense: e.def.total,
    raw: odds.raw.label,
    shifts: e.shifts,
    index: odds.index,
    final: odds.label,
    ...('column' in odds.lookup ? { column: odds.lookup.column } : { beyond: odds.lookup.beyond }),
    ...(crt.die ? { die: crt.die } : {}),
    cell: crt.cell,
    crtResult: crt.result,
    result: e.result,
    losses: e.losses,
    retreats: e.retreats,
    eliminations: e.eliminations,
    advances: [],
    advanceRefused: [],
    schwerpunkt: e.schwerpunkt,
    cleared: e.cleared,
    ...(e.cleared ? {} : { backToLaunch: e.survivors }),
    ...(e.onward.moved ? { onward: { path: e.onward.path, to: e.onward.to } } : {}),
    ...(!e.onward.moved && e.onward.refused ? { onwardRefused: e.onward.refused } : {}),
    supply: e.supply,
    control: e.out.control,
    vp: e.out.vp,
    notes: e.out.notes,
    text: `${head} → ${odds.label}${beyond}; ${tail.join('; ')}${consequences ? `; ${consequences}` : ''}`,
  };
}
