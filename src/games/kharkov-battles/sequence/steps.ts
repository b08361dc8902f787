import type { KbSide } from './scenarios';

/** The stages of a Game-Turn (KB 4.1): one Preparation Stage, two Player Turns, the End Turn Phase. */
export type KbStage = 'preparation' | 'axis-player-turn' | 'soviet-player-turn' | 'end-turn';

/** Who carries a step out: the server by itself (reading tables, rolling, checking), or a side's orders. */
export type StepActor = 'server' | KbSide;

/**
 * The window names of a turn. The Preparation Stage has one window a side; each Player
 * Turn a Movement window (its Construction Phase too) and a Combat window.
 */
export type KbWindowName = 'axis-preparation' | 'soviet-preparation' | 'axis-movement' | 'axis-combat' | 'soviet-movement' | 'soviet-combat';

export interface SequenceStep {
  /** The item of the 4.1 outline, e.g. "A.4.b"; a step split between the sides adds "/axis". */
  id: string;
  stage: KbStage;
  name: string;
  /** The server runs it (automatic), or the side's orders in `window` decide it. */
  actor: StepActor;
  window?: KbWindowName;
  rule: string;
}

/**
 * KB 4.1, the Game-Turn Sequence Outline, step by step, each with who carries it out in
 * play by mail. The rulebook's own cross-references are kept where they are right; the
 * outline cites 18.15 for building (the building rule is 18.14) and "12.7-12.9" for
 * results (there is no 12.9): digest 9.1 A1, A2.
 */
export const KB_SEQUENCE: readonly SequenceStep[] = [
  { id: 'A.1', stage: 'preparation', name: 'Weather Phase: the weather from the Turn Record Track; the Soviet die for MUD? turns', actor: 'server', rule: 'KB 19.0, 19.1' },
  { id: 'A.2.a', stage: 'preparation', name: "Air Allocation Phase: each side's Air Points to 'Available for Sortie'", actor: 'server', rule: 'KB 5.1' },
  { id: 'A.2.b', stage: 'preparation', name: 'Air Allocation Phase: Axis Air Points for Interdiction', actor: 'axis', window: 'axis-preparation', rule: 'KB 5.3' },
  { id: 'A.3', stage: 'preparation', name: 'Mutual Supply Determination Phase: supply states, Pocket Attrition', actor: 'server', rule: 'KB 8.0, 8.4' },
  { id: 'A.4.a', stage: 'preparation', name: 'Mutual Maintenance Phase: Axis breakdown and recombination', actor: 'axis', window: 'axis-preparation', rule: 'KB 15.2' },
  { id: 'A.4.b/points', stage: 'preparation', name: "Mutual Maintenance Phase: this turn's Support Points (Support Table, TRT or the scenario's number)", actor: 'server', rule: 'KB 9.2' },
  { id: 'A.4.b/flips', stage: 'preparation', name: 'Mutual Maintenance Phase: Support Points spent flipping HQs to their Supported side', actor: 'axis', window: 'axis-preparation', rule: 'KB 9.2' },
  { id: 'A.4.c', stage: 'preparation', name: "Mutual Maintenance Phase: full support of 'Operational' German mechanized regiments; 'Limited Support' markers", actor: 'server', rule: 'KB 9.3, 9.4' },
  { id: 'A.5.a', stage: 'preparation', name: 'Reinforcement and Replacement Phase: Axis reinforcements', actor: 'axis', window: 'axis-preparation', rule: 'KB 17.0' },
  { id: 'A.5.b', stage: 'preparation', name: 'Reinforcement and Replacement Phase: Soviet reinforcements', actor: 'soviet', window: 'soviet-preparation', rule: 'KB 17.0' },
  { id: 'A.5.c/axis', stage: 'preparation', name: 'Reinforcement and Replacement Phase: Axis Replacement Points', actor: 'axis', window: 'axis-preparation', rule: 'KB 16.2' },
  { id: 'A.5.c/soviet', stage: 'preparation', name: 'Reinforcement and Replacement Phase: Soviet Replacement Points', actor: 'soviet', window: 'soviet-preparation', rule: 'KB 16.2' },
  { id: 'A.5.d/axis', stage: 'preparation', name: 'Reinforcement and Replacement Phase: one Axis HQ, up to three silhouette units return', actor: 'axis', window: 'axis-preparation', rule: 'KB 16.33, 16.35' },
  { id: 'A.5.d/soviet', stage: 'preparation', name: 'Reinforcement and Replacement Phase: one Soviet HQ returns', actor: 'soviet', window: 'soviet-preparation', rule: 'KB 16.33' },
  { id: 'B.1', stage: 'axis-player-turn', name: 'Axis Construction Phase: Fortified Zones', actor: 'axis', window: 'axis-movement', rule: 'KB 18.14' },
  { id: 'B.2', stage: 'axis-player-turn', name: 'Axis Movement Phase: Tactical or Strategic Movement, Mobile Assaults, Overruns', actor: 'axis', window: 'axis-movement', rule: 'KB 10.0, 11.0' },
  { id: 'B.3.a', stage: 'axis-player-turn', name: 'Axis Combat Phase: Prepared Assaults designated (full support)', actor: 'axis', window: 'axis-combat', rule: 'KB 12.1' },
  { id: 'B.3.b-e', stage: 'axis-player-turn', name: 'Axis Combat Phase, each combat: Air Points (attacker, then defender), chits, ratio and die, results, retreats and advances', actor: 'server', rule: 'KB 5.2, 2.6, 12.6-12.8' },
  { id: 'B.3.f', stage: 'axis-player-turn', name: "Axis Combat Phase: 'Disorganized' markers removed from Axis units", actor: 'server', rule: 'KB 11.28' },
  { id: 'C.1.a', stage: 'soviet-player-turn', name: 'Soviet Command Phase: Second Kharkov turn 3, every Soviet unit committed', actor: 'server', rule: 'KB 20.2' },
  { id: 'C.1.b', stage: 'soviet-player-turn', name: 'Soviet Command Phase: Command & Control checks and rolls', actor: 'server', rule: 'KB 13.2' },
  { id: 'C.2.a', stage: 'soviet-player-turn', name: 'Soviet Construction Phase: Fortified Zones', actor: 'soviet', window: 'soviet-movement', rule: 'KB 18.14' },
  { id: 'C.2.b', stage: 'soviet-player-turn', name: "Soviet Construction Phase: 'Pontoon Bridge' markers ('Operation Star')", actor: 'soviet', window: 'soviet-movement', rule: 'KB 18.2' },
  { id: 'C.3', stage: 'soviet-player-turn', name: 'Soviet Movement Phase: Tactical or Strategic Movement, Overruns, Mobile Assaults', actor: 'soviet', window: 'soviet-movement', rule: 'KB 10.0, 11.0' },
  { id: 'C.4.a', stage: 'soviet-player-turn', name: 'Soviet Combat Phase: Prepared Assaults designated', actor: 'soviet', window: 'soviet-combat', rule: 'KB 12.1' },
  { id: 'C.4.b-e', stage: 'soviet-player-turn', name: 'Soviet Combat Phase, each combat: Air Points (attacker, then defender), chits, ratio and die, results, retreats and advances', actor: 'server', rule: 'KB 5.2, 2.6, 12.6-12.8' },
  { id: 'C.4.f', stage: 'soviet-player-turn', name: "Soviet Combat Phase: 'Disorganized' markers removed from Soviet units", actor: 'server', rule: 'KB 11.28' },
  { id: 'D', stage: 'end-turn', name: "End Turn Phase: Air Point, 'Repl' and 'OOC' markers removed; Axis HQs unsupported, 'Limited Support' removed; the turn marker advances", actor: 'server', rule: 'KB 4.1 D, 5.12' },
];

export const stepById = (id: string): SequenceStep | undefined => KB_SEQUENCE.find((s) => s.id === id);
