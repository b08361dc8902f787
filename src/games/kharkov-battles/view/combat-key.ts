import type { CombatKey } from '#kernel/engine/combat-key';
import type { GameEvent } from '#kernel/engine/events';
import type { Tables } from '../data/tables';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';

/** What the combat report needs for a step's battles; `tables` gives the CRT it prints (the context carries no tables). */
export function kbCombatKey(_ctx: KbContext, _before: KbState | null, _events: readonly GameEvent[], _tables?: Tables): CombatKey {
  return { battles: [], codes: [], table: { name: '', rule: 'KB 12.6', columns: [], rows: [], cells: {} } };
}
