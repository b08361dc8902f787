import type { Dice } from '#kernel/engine/dice';
import { rollSupport } from '../combat/support-roll';
import { withUnits } from '../state/update';
import type { KbState } from '../state/types';
import { spendSupportPoints as spendSupportRule, type SupportPointHq } from '../rules/support/points';
import { KbPrepError } from './errors';
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
 * German HQs to their Supported side, by the Support Point rule (`rules/support/points.ts`):
 * one point per PanzerKorps HQ (and per XVII. AK, which is both, 20.2), one point for up to
 * two ArmeeKorps HQs; only an Operational German corps HQ on the map, not already Supported,
 * never one the scenario forbids (20.2: XI. Korps). A bad input changes nothing. Third
 * Kharkov's HQs are all Supported already (20.3).
 */
export function spendSupportPoints(data: PrepData, state: KbState, input: SupportSpendInput): StepResult {
  const { ctx, forces } = data;
  const hqs = new Map<string, SupportPointHq>();
  for (const id of input.flip) {
    const def = ctx.units.get(id);
    const st = state.units[id];
    if (!def || !st || def.kind !== 'hq' || !def.hq) continue;
    hqs.set(id, { id, name: def.name, type: def.hq.type, nationality: def.nationality, supply: st.supply, supported: st.hqSupported === true, onMap: st.where === 'map' });
  }
  const out = spendSupportRule(input.flip, hqs, state.supportPoints, { neverSupported: forces.support.neverSupported }, ['support', 'flip']);
  if (!out.ok) throw new KbPrepError(out.issues);
  const flipped = [...new Set(out.supported)].sort();
  const cost = out.spent;
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
