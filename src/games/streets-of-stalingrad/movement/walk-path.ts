import type { Tec } from '../data/tec';
import { isBox, type CostPart, type MoveStep, type MoverClass, type Place, type StepRefusalCode } from './move-step';
import { stepCost } from './step-cost';

/** What the map says of entering one hex of a path from the place before it. */
export type PathEntry = Pick<MoveStep, 'to' | 'hexside' | 'along' | 'railroad' | 'bridgePinned' | 'fromZoc' | 'intoZoc' | 'earlierStacks'> & {
  /** The place entered touches the place left (8.01: "All movement is into adjacent, contiguous hexes"). */
  adjacent: boolean;
  /** An enemy combat unit is in the place entered (8.08). */
  enemyCombatUnit: boolean;
  /** SoS 17.22: a minefield in the place entered stops the move, or (a friendly one with a friendly combat unit in its hex) costs +2 MP. */
  minefield?: 'stop' | 'through';
  /** SoS 18.16: a combat unit of the moving side is in the place entered. */
  friendlyCombatUnit?: boolean;
};

/** A stack's move along a path (SoS 8.0), as the rules read it. */
export interface PathWalk {
  side: MoveStep['side'];
  phase: number;
  /** 8.06: the movement allowance of the slowest unit of the stack this phase (movement/allowance.ts). */
  availableMp: number;
  /** The movement class of each unit of the stack (move-step.ts moverClass). */
  movers: readonly MoverClass[];
  /** Every unit of the stack is armored and mounted (6.6, 8.51). */
  armored: boolean;
  /** The stack is a Soviet transport with what it carries (16.46). */
  transport: boolean;
  /** 8.5: the move is breakthrough movement. */
  breakthroughMovement: boolean;
  /** 18.16, 18.32: a leader moving alone is isolated, and so may move through enemy ZOC hexes (his survival rolls are the caller's); never an OP (14.93). */
  isolatedLeader?: boolean;
  /** 18.16: the stack moving alone without combat units holds a leader (OPs alone enter enemy ZOC hexes freely, 14.93). */
  leaderAlone?: boolean;
  start: Place;
  /** MP spent before this path in the same move (16.45: a transport's MP left when it picks its passengers up); 0 if absent. */
  startSpent?: number;
  /** Every place entered, in order, the start left out (8.0). */
  path: readonly PathEntry[];
}

/** One step taken: the place entered, its cost with every part, and the MP spent so far. */
export interface WalkedStep {
  index: number;
  to: Place;
  mp: number;
  parts: CostPart[];
  spent: number;
  /** SoS 18.32: an isolated leader moving alone entered an enemy ZOC hex here, and rolls on the Leader Survival Table (the caller's). */
  leaderZoc?: true;
}

export type WalkRefusalCode = StepRefusalCode | 'not-adjacent' | 'enemy-combat-unit' | 'not-enough-mp' | 'stopped-in-zoc' | 'stopped-on-minefield' | 'leader-into-zoc';

/** Why the step at `index` of the path may not be taken; `steps` are those taken before it. */
export interface WalkRefusal {
  ok: false;
  index: number;
  code: WalkRefusalCode;
  message: string;
  rule: string;
  steps: WalkedStep[];
  /** `not-enough-mp`: the MP the refused step costs, so the MP the path needs up to it is the last step's `spent` plus this. */
  cost?: number;
}

/** `stopped`: the last step entered an enemy ZOC hex the stack must stop in (8.09, 6.5). */
export type WalkVerdict = { ok: true; steps: WalkedStep[]; spent: number; left: number; breakthroughMovement: boolean; stopped: boolean } | WalkRefusal;

/**
 * A stack's move along its path, step by step (SoS 8.0): each place entered touches the one
 * left (8.01); no step into or through a hex with an enemy combat unit (8.08; a minefield,
 * leader, OP, bridge or fortification alone does not bar it); each step costs what
 * step-cost.ts says, the stack paying the dearest of its units' costs and taking no step
 * one of them may not (8.06 "moves together as a group", 8.11 "always assume the most
 * costly terrain"), and stopping where any of them must (6.5); the stack must have the MP for each step it enters (8.04: "A unit must
 * have enough MP to enter a hex or it may not do so"), out of the slowest unit's allowance
 * (8.06); and it stops in the first enemy ZOC hex it enters, unless the ZOC rules let it go
 * on (8.09, 6.5: armored units, Soviet transports, a "breakthru" marker); armor that goes on
 * out of an enemy ZOC hex it entered is in breakthrough movement from there (8.51), and pays
 * 8.56's 2 MP to leave it; leaders and OPs moving alone stop in the first enemy ZOC hex they
 * enter, an isolated leader excepted (18.16, 14.93). The first step
 * that may not be taken is refused, with the steps before it.
 */
const refused = (steps: WalkedStep[], index: number, code: WalkRefusalCode, message: string, rule: string): WalkRefusal => ({ ok: false, index, code, message, rule, steps });

export function walkPath(tec: Tec, walk: PathWalk): WalkVerdict {
  const steps: WalkedStep[] = [];
  let spent = walk.startSpent ?? 0;
  let from = walk.start;
  let stopped: number | null = null;
  let breakthrough = walk.breakthroughMovement;
  let throughZoc = false;
  let stopRule = 'SoS 8.09, 6.5';
  const leadersAlone = walk.movers.length > 0 && walk.movers.every((m) => m === 'leader');
  for (const [index, entry] of walk.path.entries()) {
    if (stopped !== null && stopRule === 'SoS 17.22') return refused(steps, index, 'stopped-on-minefield', `the stack stopped on entering the minefield at path[${stopped}]`, stopRule);
    if (stopped !== null) return refused(steps, index, 'stopped-in-zoc', `the stack stopped on entering the enemy ZOC hex at path[${stopped}]`, stopRule);
    if (!entry.adjacent) return refused(steps, index, 'not-adjacent', 'this hex does not touch the place before it: a move goes hex by hex into adjacent hexes', 'SoS 8.01');
    if (entry.enemyCombatUnit) return refused(steps, index, 'enemy-combat-unit', 'units may never move into or through a hex that holds an enemy combat unit', 'SoS 8.08');
    // 8.51: armor going on out of an enemy ZOC hex it entered is moving through it: breakthrough movement (8.56's +2 MP to leave).
    if (throughZoc) breakthrough = true;
    let dearest: { mp: number; parts: CostPart[] } | null = null;
    let mustStop = false;
    let stepBreakthrough = false;
    for (const mover of new Set(walk.movers)) {
      // Written out key by key: on Node 20 a literal that spreads an object and then adds keys costs tens of microseconds.
      const v = stepCost(tec, {
        to: entry.to, hexside: entry.hexside, along: entry.along, railroad: entry.railroad, bridgePinned: entry.bridgePinned, fromZoc: entry.fromZoc, intoZoc: entry.intoZoc, earlierStacks: entry.earlierStacks,
        mover, side: walk.side, phase: walk.phase, availableMp: walk.availableMp, from, armored: walk.armored, transport: walk.transport, breakthroughMovement: breakthrough,
      });
      if (!v.ok) return refused(steps, index, v.code, v.message, v.rule);
      if (!dearest || v.mp > dearest.mp) dearest = v;
      // 6.5, 8.06: the stack moves as one, so it stops where any of its units must.
      mustStop ||= v.mustStop;
      stepBreakthrough ||= v.breakthroughMovement;
    }
    if (!dearest) return refused(steps, index, 'not-enough-mp', 'a move needs at least one unit', 'SoS 8.0');
    // SoS 17.22: through a friendly minefield whose hex a friendly combat unit holds, +2 MP over the terrain cost
    if (entry.minefield === 'through') dearest = { mp: dearest.mp + 2, parts: [...dearest.parts, { mp: 2, reason: 'through a friendly minefield held by a friendly combat unit', rule: 'SoS 17.22' }] };
    if (spent + dearest.mp > walk.availableMp + 1e-9 && walk.movers.every((m) => m === 'train')) {
      return { ...refused(steps, index, 'not-enough-mp', `an armored train moves at most ${walk.availableMp} hexes per Soviet Movement Phase 10 on 7 October and after`, 'SoS 16.61'), cost: dearest.mp };
    }
    if (spent + dearest.mp > walk.availableMp + 1e-9) {
      return { ...refused(steps, index, 'not-enough-mp', `entering this hex costs ${dearest.mp} MP and the stack has ${walk.availableMp - spent} of its ${walk.availableMp} left`, 'SoS 8.04'), cost: dearest.mp };
    }
    spent += dearest.mp;
    breakthrough ||= stepBreakthrough;
    const entersZoc = (entry.intoZoc ?? false) && !(!isBox(entry.to) && entry.to.breakthru);
    // SoS 18.16: "Leader units may enter enemy ZOC hexes only if they are isolated or move with or to a friendly combat unit in that hex"
    if (entersZoc && leadersAlone && walk.leaderAlone && !walk.isolatedLeader && !entry.friendlyCombatUnit) {
      return refused(steps, index, 'leader-into-zoc', 'a leader moving alone enters an enemy ZOC hex only if he is isolated or moves to a friendly combat unit in that hex', 'SoS 18.16');
    }
    steps.push({ index, to: entry.to, mp: dearest.mp, parts: dearest.parts, spent, ...(entersZoc && leadersAlone && walk.isolatedLeader ? { leaderZoc: true as const } : {}) });
    // 18.16, 14.93: leaders and OPs moving alone may enter an enemy ZOC hex but not go on through it (an isolated leader may).
    if (!mustStop && entersZoc && leadersAlone && !walk.isolatedLeader) {
      mustStop = true;
      stopRule = 'SoS 18.16, 14.93';
    }
    // SoS 17.22: a minefield stops the units that move into its hex
    if (!mustStop && entry.minefield === 'stop') {
      mustStop = true;
      stopRule = 'SoS 17.22';
    }
    if (mustStop) stopped = index;
    throughZoc = walk.armored && entersZoc;
    from = entry.to;
  }
  return { ok: true, steps, spent, left: walk.availableMp - spent, breakthroughMovement: breakthrough, stopped: stopped !== null };
}
