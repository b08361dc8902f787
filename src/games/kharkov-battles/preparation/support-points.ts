import type { Dice } from '#kernel/engine/dice';
import { rollSupport } from '../combat/support-roll';
import { withUnits } from '../state/update';
import type { KbState } from '../state/types';
import { Issues } from './errors';
import { prepLabel, trtTurn, type PrepData, type StepResult } from './step';

/** KB 9.2: how the Axis player takes this turn's Support Points where the scenario lets him choose. */
export interface SupportGainInput {
  /** KB 9.2: both players agreed to use the TRT's historical number instead of the Support Table. */
  historical?: boolean;
}

/**
 * KB 4.1 A.4.b, 9.2: the Axis Support Points of the turn, added to the saved total on the
 * Replacement & Support Track. By scenario: a roll on the Support Table (20.1), or the
 * TRT's historical number when both players agreed, or always in Second Kharkov (20.2);
 * on a turn with no Support Table roll (Operation Star turn 1, 9.2) the TRT's number
 * (digest A6); none in Third Kharkov, where every German HQ is Supported (20.3).
 */
export function gainSupportPoints(data: PrepData, state: KbState, dice: Dice, input: SupportGainInput = {}): StepResult {
  const { support } = data.forces;
  const turn = state.at.turn;
  if (support.source === 'all-supported') {
    return { state, events: [{ type: 'kb-support-points', rule: 'KB 20.3', turn, gained: 0, total: state.supportPoints, roll: null, text: 'No Support Points: every German HQ is Supported for the whole scenario (20.3)' }] };
  }
  const box = trtTurn(data, state);
  const historical = (why: string, rule: string): StepResult => {
    const total = state.supportPoints + box.supportPoints;
    return {
      state: { ...state, supportPoints: total },
      events: [{ type: 'kb-support-points', rule, turn, gained: box.supportPoints, total, roll: null, text: `Support Points: ${box.supportPoints} from the TRT (${why}); ${total} on the Replacement & Support Track` }],
    };
  };
  if (support.source === 'trt') return historical('strictly as shown on the TRT, 20.2', 'KB 9.2, 20.2');
  if (support.noTableRollOn.includes(turn)) return historical(`no Support Table roll on turn ${turn}, 9.2; the historical number, digest A6`, 'KB 9.2');
  if (input.historical === true) return historical('the historical number, by both players\u2019 agreement, 9.2', 'KB 9.2');
  const label = prepLabel(state, 'support');
  const { die, points } = rollSupport(data.tables.support, dice, label);
  const total = state.supportPoints + points;
  return {
    state: { ...state, supportPoints: total },
    events: [{ type: 'kb-support-points', rule: 'KB 9.2', turn, gained: points, total, roll: { label, by: 'axis', die }, text: `Support Table: the Axis player rolls ${die} (${label}) for ${points} Support Point${points === 1 ? '' : 's'}; ${total} on the Replacement & Support Track (9.2)` }],
  };
}

/** KB 9.21: the German HQs the Axis player flips to their Supported side (unit ids). */
export interface SupportSpendInput {
  flip: readonly string[];
}

/**
 * KB 4.1 A.4.b, 9.21, 9.22, 20.2: the Axis player spends saved Support Points by flipping
 * German HQs to their Supported side: one point per PanzerKorps HQ (and per XVII. AK, which
 * is both, 20.2), one point for up to two ArmeeKorps HQs. Only an Operational HQ on the map
 * may be flipped (9.22), never one the scenario forbids (20.2: XI. Korps). Refuses, changing
 * nothing, any other counter, an HQ named twice or already Supported, or a cost above the
 * points saved. Third Kharkov's HQs are all Supported already (20.3).
 */
export function spendSupportPoints(data: PrepData, state: KbState, input: SupportSpendInput): StepResult {
  const { ctx, forces } = data;
  const issues = new Issues();
  let panzer = 0;
  let armee = 0;
  const seen = new Set<string>();
  input.flip.forEach((id, i) => {
    const path = `support.flip[${i}]`;
    const def = ctx.units.get(id);
    const st = state.units[id];
    if (!def || !st) return issues.add(path, 'unknown-unit', `no unit "${id}" in this game`);
    if (def.kind !== 'hq' || !def.hq || def.side !== 'axis' || def.nationality !== 'german') return issues.add(path, 'not-a-german-hq', `${def.name} is not a German HQ`, 'KB 9.21');
    if (seen.has(id)) return issues.add(path, 'hq-twice', `${def.name} is named twice`, 'KB 9.21');
    seen.add(id);
    if (forces.support.neverSupported.includes(id)) return issues.add(path, 'never-supported', `${def.name} may never receive Support in ${forces.name}`, 'KB 20.2');
    if (st.hqSupported) return issues.add(path, 'already-supported', `${def.name} is already on its Supported side`, 'KB 9.21');
    if (st.where !== 'map') return issues.add(path, 'hq-not-on-map', `${def.name} is not on the map`, 'KB 9.22');
    if (st.supply !== 'operational') return issues.add(path, 'hq-not-operational', `${def.name} is ${st.supply === 'oos' ? 'Out of Supply' : 'Isolated'}: only an Operational HQ may be Supported`, 'KB 9.22');
    if (def.hq.type === 'AK') armee++;
    else if (def.hq.type === 'PzK' || def.hq.type === 'AK+PzK') panzer++;
    else issues.add(path, 'not-a-corps-hq', `${def.name} is not an ArmeeKorps or PanzerKorps HQ`, 'KB 9.21');
  });
  const cost = panzer + Math.ceil(armee / 2);
  if (cost > state.supportPoints) {
    issues.add('support.flip', 'not-enough-support-points', `flipping these HQs costs ${cost} Support Point${cost === 1 ? '' : 's'} (${panzer} PanzerKorps, ${armee} ArmeeKorps at two per point) but ${state.supportPoints} are saved`, 'KB 9.21');
  }
  issues.done();
  const flipped = [...seen].sort();
  const next = withUnits(state, Object.fromEntries(flipped.map((id) => [id, { hqSupported: true }])));
  const left = state.supportPoints - cost;
  return {
    state: { ...next, supportPoints: left },
    events: [
      {
        type: 'kb-support-spent',
        rule: 'KB 9.21',
        flipped,
        cost,
        left,
        text: flipped.length === 0 ? `No HQ flipped to Supported; ${left} Support Points saved (9.2)` : `Supported: ${flipped.map((id) => ctx.unit(id).name).join(', ')} for ${cost} Support Point${cost === 1 ? '' : 's'} (9.21); ${left} saved`,
      },
    ],
  };
}
