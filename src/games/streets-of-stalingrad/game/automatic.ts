import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { rollShortages } from '../ammunition/shortage';
import { rollWeather } from '../air/bad-weather';
import { rollCampaignStukas } from '../air/campaign-stukas';
import { tankBreakdowns } from '../windows/movement/tank-breakdown';
import { saveUnfired } from '../ammunition/saving';
import type { MonthDay } from '../data/tables';
import { liftInterdiction } from '../markers/interdiction';
import { clearFlotillaUse, returnsDue } from '../flotilla/flotilla-return';
import { grantReplacementPoints } from '../replacements/points';
import { expireMoved } from '../movement/moved-artillery';
import { expireOpRecords, recordOpSpotted } from '../movement/op-limits';
import { expireFire } from '../opportunity-fire/record';
import { removeCombatMarkers, removePinsOutsideAttacks, spendBreakthruMarkers } from '../markers/remove-markers';
import type { SosStanding } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import { dayOfTurn, type SosScenarioId } from '../sequence/scenarios';
import type { AutomaticEntry } from '../sequence/windows';
import type { SosState } from '../state/types';
import { isolationPhase } from '../supply/isolation-phase';
import { restoreSupply } from '../supply/out-of-supply';
import { resolveBombardments } from '../windows/bombardment/resolve-bombardment';
import { eliminatedOps, returnOps } from '../windows/bombardment/op-return';
import type { SosEnv } from './env';

/** What the server's steps read beside the position. */
export interface AutomaticContext {
  env: SosEnv;
  scenario: SosScenarioId;
  standing: Readonly<Record<SosSide, SosStanding | null>>;
}

const BOMBARDMENT_PHASES = new Set([2, 6, 9, 13]);
const pad = (n: number) => String(n).padStart(2, '0');

/** The date of a turn of the scenario, "09-20" (4.1). */
const dateOf = (ctx: AutomaticContext, turn: number): MonthDay => {
  const d = dayOfTurn(ctx.scenario, turn);
  return `${pad(d.month)}-${pad(d.day)}` as MonthDay;
};

type Step = { state: SosState; events: GameEvent[] };
const then = (a: Step, f: (s: SosState) => Step): Step => {
  const b = f(a.state);
  return { state: b.state, events: [...a.events, ...b.events] };
};

/**
 * The server's own steps of the turn plan (sequence/steps.ts) that the referee carries out:
 * the markers' lifecycle (9.114, 9.115, 10.6, 14.84), the IF explosion markers rejoining
 * their units (14.03), the ammunition shortage rolls (14.71-14.74) and the AF saved at the
 * turn's end (14.75), the resolution of each Simultaneous Bombardment Phase (14.48),
 * the isolation step of the Administrative Phase (19.1-19.6, 16.85; supply/isolation-phase.ts)
 * and the "Out of Supply" markers removed at every step once supply is back (19.4).
 * The steps not listed here (reinforcements in the boxes, the
 * resolutions of phases whose windows are not refereed yet) change nothing. `dice` rolls
 * for the steps that roll, labelled `T{nn}/{step}/...` (the window that closed before them
 * owns the step's dice).
 */
export function runAutomatic(ctx: AutomaticContext, state: SosState, entry: AutomaticEntry & { turn: number }, dice: Dice): Step {
  const phase = Number(entry.step.split('.')[0]);
  // SoS 19.4, 19.6: the "Out of Supply" markers of units gone or supplied again go at once
  const restored = restoreSupply(ctx.env, state, phase, ctx.env.data.start.boundary(ctx.scenario));
  return then(then(restored, (s) => hideFirers(ctx, s, entry.turn, phase)), (s) => runStep(ctx, s, entry, dice));
}

/** SoS 7.6, 14.12, 9.101, 14.11: the opportunity fire and moved-artillery records of phases that have ended go; units revealed by fire hide again. */
function hideFirers(ctx: AutomaticContext, state: SosState, turn: number, phase: number): Step {
  const r = expireFire(expireOpRecords(expireMoved(state, turn, phase), turn, phase), turn, phase, (id) => ctx.env.counter(id).side);
  return { state: r.state, events: r.hidden.length ? [{ type: 'opportunity-fire-hidden', phase, units: r.hidden, rule: 'SoS 7.6' }] : [] };
}

/** SoS 15.11: the Stukas fly once a turn; the "Stukas Unavailable" box empties for the new turn. */
const returnStukas = (state: SosState): Step =>
  state.stukasUsed ? { state: { ...state, stukasUsed: 0 }, events: [{ type: 'stukas-available', phase: 1, returned: state.stukasUsed, rule: 'SoS 15.11, 15.21' }] } : { state, events: [] };

function runStep(ctx: AutomaticContext, state: SosState, entry: AutomaticEntry & { turn: number }, dice: Dice): Step {
  const [phase, what] = entry.step.split('.') as [string, string];
  const n = Number(phase);
  const date = dateOf(ctx, entry.turn);
  const label = `T${pad(entry.turn)}/${entry.step}`;
  const lifted = liftInterdiction(state, entry.step);
  if (what === 'pins') return then(lifted, (s) => removePinsOutsideAttacks(s, n));
  // SoS 14.75: at the turn's end the IF AF not fired is saved against a later shortage
  if (what === 'end' && n === 15) return then(then(lifted, (s) => removeCombatMarkers(s, n)), (s) => saveUnfired(ctx.env, s));
  if (what === 'end' && n === 8) return then(lifted, (s) => removeCombatMarkers(s, n));
  if (what === 'end') return spendBreakthruMarkers(state, n);
  // SoS 21.41, 21.2: the turn's replacement points, at the start of the owner's Movement Phase (German 3, Soviet 10)
  if (what === 'start' && n === 3) return grantReplacementPoints(ctx.env.tables, ctx.scenario, state, 'german', entry.turn);
  // SoS 16.57: the eliminated River Flotilla units whose turn has come are back in their East Bank box;
  // SoS 16.33: from 11 October, the breakdown roll for every Soviet tank on the map, before any movement
  if (what === 'start' && n === 10) return then(then(grantReplacementPoints(ctx.env.tables, ctx.scenario, state, 'soviet', entry.turn), (s) => returnsDue(s, entry.turn)), (s) => tankBreakdowns(ctx.env, s, date, dice, label));
  if (what === 'server' && n === 1) {
    // SoS 19.0-19.6, 16.85: at the start of the phase, the "Out of Supply" markers, the eliminations by isolation and the isolated NKVD rolls
    const isolation = isolationPhase({ env: ctx.env, date, label, within: ctx.env.data.start.boundary(ctx.scenario) }, state, dice);
    // SoS 14.03: the explosion markers rejoin their IF units in the Administrative Phase
    const rejoined = then(then(isolation, (s) => returnStukas(clearFlotillaUse(s, entry.turn))), (s) => (s.ifFired.length ? { state: { ...s, ifFired: [] }, events: [{ type: 'markers-removed', phase: 1, markers: 'explosion', units: s.ifFired, rule: 'SoS 14.03' }] } : { state: s, events: [] }));
    // SoS 14.71-14.74: the ammunition shortage rolls, and the IF units held this turn
    const rolled = then(rejoined, (s) => rollShortages({ env: ctx.env, standing: ctx.standing, date, label }, s, dice));
    // SoS 15.52, 15.53: the campaign's Stuka roll, then the weather roll from 21 October, each for this turn
    const air = { env: ctx.env, scenario: ctx.scenario, turn: entry.turn, date, label };
    return then(then(rolled, (s) => rollCampaignStukas(air, s, dice)), (s) => rollWeather(air, s, dice));
  }
  if (what === 'resolve' && BOMBARDMENT_PHASES.has(n)) {
    // SoS 14.98, 14.99: the OPs eliminated before this phase come back at its end, after its bombardments
    const returning = eliminatedOps(ctx.env, state);
    if (!state.bombardments.length) return returnOps(ctx.env, state, returning, n);
    // SoS 14.95: the OP units that spotted these bombardments may not move in their side's next movement phase
    const spotters = [...new Set(state.bombardments.flatMap((b) => b.opSpotters ?? []))].map((id) => ctx.env.counter(id));
    const resolved = resolveBombardments({ env: ctx.env, standing: ctx.standing, date, label, phase: n }, recordOpSpotted(state, spotters, entry.turn, n), dice);
    return then(resolved, (s) => returnOps(ctx.env, s, returning, n));
  }
  return { state, events: [] };
}
