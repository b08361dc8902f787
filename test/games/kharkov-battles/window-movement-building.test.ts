import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { d10Value } from '#kernel/dice/d10';
import { hexId } from '#kernel/ids';
import { adjudicateMovement } from '#games/kharkov-battles/windows/movement/index';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbState } from '#games/kharkov-battles/state/types';
import { ENV, onKb } from './game-fixture';

const LAH = 'ger-1-lah';
const RIFLE = 'sov-25g-rd-kb';
const NONE = { axis: null, soviet: null } as const;
const LABEL = 'T03/axis-movement';

/**
 * KB 18.16: "If during construction, the unit building a FZ is determined to be 'OOS' (8.32),
 * is attacked, or leaves the hex, building ceases immediately and the marker is removed." A
 * Mobile Assault is an attack (11.2). The Soviet 25th Guards Rifle Division builds in 3213
 * ('Building 2'); the 1st LAH regiment moves up to 3212 and assaults it.
 */
describe('KB 18.16: a builder attacked by a Mobile Assault', () => {
  const base = onKb({ '3211': [LAH], '3213': [RIFLE] }, { pools: { axis: ['axis-01'], soviet: [] } });
  const state: KbState = {
    ...base,
    owner: { ...base.owner, '3213': 'soviet' },
    markers: { ...base.markers, fortifiedZones: [{ hex: hexId('3213'), side: 'soviet', building: 2 }] },
  };
  const orders: KbOrder[] = [{ assault: { unit: LAH, path: ['3212'], target: '3213', then: undefined, else: undefined } }];

  it('stays in its hex on an AD, and its Building marker is removed all the same', () => {
    const dice = new FixedDice({ [`${LABEL}/0/mobile-assault`]: d10Value(2), [`${LABEL}/chit/${LAH}`]: 1 });
    const { state: after, events } = adjudicateMovement(ENV, state, 'axis', orders, NONE, dice, LABEL);
    expect(events.find((e) => e.type === 'mobile-assault')).toMatchObject({ target: '3213', result: { code: 'AD' } });
    expect(after.units[RIFLE]!.hex).toBe('3213');
    expect(events.find((e) => e.type === 'fz-building-ceased')).toMatchObject({ hex: '3213', why: 'builder-attacked', rule: 'KB 18.16' });
    expect(after.markers.fortifiedZones).toEqual([]);
  });
});
