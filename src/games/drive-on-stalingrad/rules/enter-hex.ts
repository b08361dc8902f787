import type { HexId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import { scenarioOf } from '../data/context';
import { GERMAN, SOVIET, type DosSide } from '../state/sides';
import type { DosState } from '../state/types';
import type { Consequences } from './consequences';
import { afterEntry } from './activation/triggers';
import { controllerOf, setControl } from './control';
import { supplyOnEnter } from './supply/on-enter';
import { checkVpVictory } from './victory';

/**
 * A unit of `side` enters `hex` (by movement, retreat or advance; digest HC-2): control
 * switches at once (DoS 3.4), a VP hex changes the German total by one (4.2) and may win
 * the game (4.5); a German-side unit destroys an intact Don-Volga fortification there
 * (11.23, digest E20) and ends the O-Ring when the hex lies inside it (11.24); a Soviet
 * unit entering a sudden-death hex wins the game (4.6). Mutates the draft.
 */
export function enterHex(ctx: DosContext, draft: DosState, side: DosSide, hex: HexId, out: Consequences): void {
  const scenario = scenarioOf(ctx, draft.scenario);
  const before = controllerOf(ctx, draft, hex);
  if (before !== side) {
    setControl(ctx, draft, hex, side);
    out.control.push({ hex, from: before, to: side });
    if (scenario.vpHexes.has(hex)) {
      const change = side === GERMAN ? 1 : before === GERMAN ? -1 : 0;
      if (change !== 0) {
        draft.vp += change;
        out.vp.push({ hex, change, vp: draft.vp });
      }
    }
  }
  supplyOnEnter(ctx, draft, side, hex, before, out); // DoS 7.4 Taman, 7.14 markers
  afterEntry(ctx, draft, side, hex, out); // DoS 3.2 front-line activation, 8.6 Don crossing
  if (side === GERMAN && ctx.map.hasFeature(hex, 'fort') && !draft.fortsDestroyed.includes(hex)) {
    draft.fortsDestroyed = [...draft.fortsDestroyed, hex].sort();
    out.notes.push({ text: `Don-Volga fortification in ${hex} destroyed`, rule: 'DoS 11.23' });
  }
  if (side === GERMAN && draft.oRingIntact && ctx.map.hasFeature(hex, 'oring-inside')) {
    draft.oRingIntact = false;
    out.notes.push({ text: `German-side units inside the O-Ring at ${hex}: the O-Ring ceases to exist`, rule: 'DoS 11.24' });
  }
  if (draft.ended) return;
  if (side === SOVIET && scenario.suddenDeath.has(hex)) {
    const name = ctx.map.hex(hex)?.name;
    draft.ended = { winner: SOVIET, reason: `a Soviet unit entered ${name ? `${name} ` : ''}${hex}: Soviet sudden-death victory (DoS 4.6)` };
    out.notes.push({ text: `Soviet sudden-death victory at ${hex}`, rule: 'DoS 4.6' });
    return;
  }
  checkVpVictory(ctx, draft, out);
}
