import type { SosEnv } from '../../game/env';

/**
 * SoS 9.88, 9.81, 9.882: a unit a stack may lose to hold its hex after a P is "one defending
 * combat unit": infantry, armored or artillery (snipers, mine dogs, the River Flotilla among
 * them), never a leader, an OP, a transport, the tank repair unit, a fortification, a
 * minefield or a bridge (9.81), nor an immobilized tank (9.882: "They may not be chosen as the
 * one defending combat unit eliminated as per 9.88").
 */
export const mayBeLostToHold = (env: SosEnv, id: string): boolean => env.facts(id).combatUnit && env.counter(id).type !== 'immobilizedTank';
