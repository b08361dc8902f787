import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, SOVIET, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import type { Consequences } from '../consequences';

/** What entering a hex did to the Taman source. */
export type TamanChange = 'activated' | 'deactivated' | null;

/**
 * DoS 7.4: the Taman ultimate source (map feature `taman`) becomes active the instant a
 * German-side unit enters it, the first time bringing the 8.2 reinforcements (the arrival
 * rules read `state.supply.taman`); the Soviet taking it deactivates it, and the Rostov
 * rule applies again until a German-side unit enters it again (digest SP-14). Mutates the
 * draft; notes the change in `out`.
 */
export function tamanOnEnter(ctx: DosContext, draft: DosState, side: DosSide, hex: HexId, out: Consequences): TamanChange {
  if (!ctx.map.hasFeature(hex, 'taman')) return null;
  const t = draft.supply.taman;
  if (side === GERMAN && !t.active) {
    draft.supply = { ...draft.supply, taman: { active: true, activations: t.activations + 1 } };
    out.notes.push({ text: `Taman ${hex} activated: a German ultimate supply source${t.activations === 0 ? '' : ' again'}`, rule: 'DoS 7.4' });
    return 'activated';
  }
  if (side === SOVIET && t.active) {
    draft.supply = { ...draft.supply, taman: { ...t, active: false } };
    out.notes.push({ text: `Taman ${hex} taken by the Soviet: no longer a German supply source; south-map lines run through Rostov again`, rule: 'DoS 7.4' });
    return 'deactivated';
  }
  return null;
}
