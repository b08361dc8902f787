import { atStep } from './position';
import type { ServerStepRun } from './types';

/**
 * KB 4.1 A.4.c, 9.3, 9.32, 9.4 as an entry of the turn plan: only Third Kharkov lists it as
 * a step of its own (no HQ is flipped there, 20.3, so the Axis Preparation window opens at
 * A.5.a). The check itself is made once, where docs/kharkov-battles.md puts it: inside the
 * Axis Preparation window that opens right after (windows/preparation/full-support.ts
 * `fullSupportCheck`), with the Axis player's `panzerKorps` choices or, without them, the
 * nearest divisions (D24); a window passed for want of choices still makes it. Here the
 * sequence only stands at the step (and, in Third Kharkov, the grants follow it, index.ts).
 */
export const runFullSupport: ServerStepRun = (step, input) => ({ state: atStep(input.state, step), record: input.record, events: [], result: null });
