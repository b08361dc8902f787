import type { GameEvent } from '#kernel/engine/events';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { SOVIET } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { liftOnSovietCrossing } from '../army-release';
import { consequencesText, noConsequences } from '../consequences';
import { enterHex } from '../enter-hex';
import type { SeaMovePlan } from './plan';
import { updateUnit } from '#games/drive-on-stalingrad/state/unit-writes';

/**
 * Carries out a planned sea move (DoS 9.18): the unit lands in the port and moves on;
 * every hex entered changes control with its hooks (3.4, 4.6), and a Soviet entry west of
 * the start line lifts the army restrictions (3.2). Counts against the phase's quota. An
 * arriving south-map reinforcement comes on the map where it lands (digest E44).
 * Mutates the draft; returns the event.
 */
export function applySeaMove(ctx: DosContext, draft: DosState, plan: SeaMovePlan): GameEvent {
  const out = noConsequences();
  const id = plan.unit.id;
  let at = plan.to;
  for (const hex of [plan.to, ...plan.path]) {
    at = hex;
    enterHex(ctx, draft, SOVIET, hex, out);
    if (draft.ended) break;
  }
  updateUnit(draft, id, (u) => ({ ...u, hex: at, status: 'on-map' }));
  if (liftOnSovietCrossing(ctx, draft, plan.path)) out.notes.push({ text: 'a Soviet unit crossed the start line: every German army is released', rule: 'DoS 3.2' });
  draft.phase.moved.push(id);
  if (plan.from !== null && draft.phase.movedFrom.at(-1) !== plan.from) draft.phase.movedFrom.push(plan.from);
  draft.phase.seaMoved = [...(draft.phase.seaMoved ?? []), id];
  const after = consequencesText(out);
  return {
    type: 'sea-move',
    rule: 'DoS 9.18',
    side: SOVIET,
    unit: id,
    from: plan.from,
    to: plan.to,
    path: plan.path,
    at,
    landing: plan.landing,
    cost: plan.cost,
    allowance: plan.allowance,
    control: out.control,
    vp: out.vp,
    notes: out.notes,
    visibleTo: [SOVIET],
    ...(plan.from === null ? { arriving: true } : {}),
    text: `${id} ${plan.from === null ? 'arrives by sea (a south-map reinforcement, 8.5) at' : `by sea ${plan.from} →`} ${plan.to}${plan.path.length > 0 ? ` → ${plan.path.join(' → ')}` : ''} (${plan.cost} of ${plan.allowance} MP, landing ${plan.landing}; 9.18)${after ? `; ${after}` : ''}`,
  };
}
