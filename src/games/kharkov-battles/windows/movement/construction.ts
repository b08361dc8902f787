import type { GameEvent } from '#kernel/engine/events';
import type { Issue } from '#kernel/engine/issues';
import { hexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';
import type { KbEnv } from '../../game/env';
import type { RuleOutcome } from '../../issues/outcome';
import { bareHex } from '../../orders/hex';
import type { KbOrder } from '../../orders/schema';
import type { KbState } from '../../state/types';
import { advanceConstruction, removeFortifiedZone, startBuilding } from '../../works/fortified-zones';
import { placePontoon, removePontoon } from '../../works/pontoons';
import { kindEvent } from './events';

/** The construction orders of a Movement window's file. */
export const CONSTRUCTION_KINDS = ['build', 'pontoon', 'removeFz', 'removeBridge'] as const;
export const isConstruction = (o: KbOrder): boolean => CONSTRUCTION_KINDS.some((k) => k in o);

export interface ConstructionResult {
  state: KbState;
  events: GameEvent[];
  /** The orders refused on the state they met, by their place in the file, each with its issues. */
  refused: { index: number; issues: Issue[] }[];
}

/**
 * KB 4.1 B.1 / C.2, the Construction Phase, before any move whatever their place in the
 * file: the side's Building markers advance (18.14, 18.16), then its `build` (18.14),
 * `pontoon` (18.21), `removeFz` (18.17) and `removeBridge` (18.22) orders in the file's
 * order, each on the state the ones before it left. An order refused by its rule changes
 * nothing and is reported with its issues (path `orders[i].<kind>...`).
 */
export function applyConstruction(env: KbEnv, state: KbState, side: KbSide, orders: readonly KbOrder[]): ConstructionResult {
  const ctx = env.ctxOf(state);
  const at = { ...state, at: { turn: state.at.turn, stage: side, phase: 'construction' as const } };
  const advanced = advanceConstruction(ctx, at, side);
  let s = advanced.state;
  const events: GameEvent[] = advanced.events.map(kindEvent);
  const refused: ConstructionResult['refused'] = [];
  const markerLimit = env.bundle.counters.markers.fortifiedZone[side];
  orders.forEach((o, index) => {
    let out: RuleOutcome<{ kind: string }> | null = null;
    let kind = '';
    if ('build' in o) [kind, out] = ['build', startBuilding(ctx, s, side, hexId(bareHex(o.build.hex)), markerLimit)];
    else if ('pontoon' in o) [kind, out] = ['pontoon', side === 'soviet' ? placePontoon(ctx, s, hexId(bareHex(o.pontoon.hex)), hexId(bareHex(o.pontoon.across))) : null];
    else if ('removeFz' in o) [kind, out] = ['removeFz', removeFortifiedZone(ctx, s, side, hexId(bareHex(o.removeFz.hex)))];
    else if ('removeBridge' in o) [kind, out] = ['removeBridge', removePontoon(ctx, s, side, hexId(bareHex(o.removeBridge.hex)), hexId(bareHex(o.removeBridge.across)))];
    else return;
    if (out === null) {
      refused.push({ index, issues: [{ path: ['orders', index, kind], code: 'axis-pontoon', message: 'only the Soviet player places Pontoon Bridges', rule: 'KB 18.21' }] });
      return;
    }
    if (!out.ok) {
      refused.push({ index, issues: out.refusals.map((i) => ({ ...i, path: ['orders', index, kind, 'hex'] })) });
      return;
    }
    s = out.state;
    events.push(...out.events.map(kindEvent));
  });
  return { state: s, events, refused };
}
