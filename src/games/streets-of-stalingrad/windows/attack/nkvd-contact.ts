import type { Dice } from '#kernel/engine/dice';
import { reliabilityOnEntering, reliabilityUnderFire } from '../../nkvd/reliability';
import type { PhaseContext } from '../phase';
import type { Run } from './attack-run';

/** SoS 16.83: German `units` entered `hex`: the NKVD regiments next to it that have not rolled roll (nkvd/reliability.ts). */
export function nextToNkvd(ctx: PhaseContext, run: Run, units: readonly string[], hex: string, dice: Dice, label: string): void {
  const done = reliabilityOnEntering(ctx.env, run.state, units, hex, dice, label);
  run.state = done.state;
  run.events.push(...done.events);
}

/** SoS 16.83: a German fire at NKVD units (`units`, in `hex`) has been resolved: their regiments' reliability rolls (nkvd/reliability.ts). */
export function reliability(ctx: PhaseContext, run: Run, firing: 'german' | 'soviet', hex: string, units: readonly string[], dice: Dice, label: string): void {
  const done = reliabilityUnderFire(ctx.env, run.state, firing, hex, units, dice, label);
  run.state = done.state;
  run.events.push(...done.events);
}
