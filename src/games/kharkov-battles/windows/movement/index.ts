/**
 * The Movement window of a Player Turn (KB 4.1 B.1-B.2, C.2-C.3): its file's construction
 * orders first (18.14, 18.17, 18.21, 18.22), then its move, assault and overrun orders as
 * one Movement Phase (movement-phase/execute.ts). The check gives every problem of a file at
 * once, with its path in the file (`orders[3].move.path`), a stable code, a plain message and
 * the rule; the adjudication carries the file out on the state (adjudicate.ts).
 */
export { checkMovementWindow as checkMovement } from './check';
export { adjudicateMovement } from './adjudicate';
export { resumeMovement } from './resume';
export type { MovementPause } from './pause';
