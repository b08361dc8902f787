/** The kinds of order a Streets of Stalingrad turn file holds, each the one key of its order. */
export const SOS_ORDER_KINDS = [
  // set-up, before the first turn (SoS 2.31-2.33)
  'place',
  // works listed at the start of a scenario (SoS 17.19, 17.28, 17.38)
  'placeWork',
  // Administrative Phase (SoS 3.1, 20.0, 21.5)
  'endGame',
  'withdraw',
  'consolidate',
  // Simultaneous Bombardment Phases (14.4, 15.1)
  'bombard',
  // movement phases (8.0, 10.0, 21.2, 8.7)
  'enter',
  'replace',
  'dismount',
  'remount',
  'move',
  'breakthrough',
  'markAttack',
  'join',
  'flotilla',
  'build',
  // SoS 16.72: an eliminated tank placed on the tank repair unit (Soviet Movement Phase 10)
  'repairTank',
  // attack phases (9.6, 13.0)
  'attack',
  'infiltrate',
] as const;
export type SosOrderKind = (typeof SOS_ORDER_KINDS)[number];

/** The named decisions a paused window asks (sequence/pauses.ts); its answer is an order of that one key. */
export const SOS_DECISION_NAMES = ['defense', 'counterAttack', 'retreat'] as const;
export type SosDecisionName = (typeof SOS_DECISION_NAMES)[number];
