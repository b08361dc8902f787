import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { AssaultEnv } from '../assault/attack';
import { defaultLossRank } from '../assault/losses';
import { loseStep } from '../assault/steps';
import type { KbSide } from '../data/ids';
import type { Tables } from '../data/tables';
import { rollAttrition } from '../combat/attrition';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';
import { asGameEvent } from './events';

/**
 * KB 8.4, 19.22: one Attrition Table roll for each hex the MSDP named (a unit Isolated now
 * that was Isolated before), in hex order, labelled `<label>/KB3617`, all rolled before any
 * loss is taken; the steps rolled come off the hex's
 * Isolated units at once ("Units which are simply 'OOS' in the hex, are not affected"), in
 * the owner's loss order when he gave one, else the default order of losses (digest D5:
 * one-step units first, then full units, HQs last). A Strength Chit drawn, flipped or
 * returned for a loss is its owner's alone: no combat reveals it (2.6).
 */
export function pocketAttrition(
  ctx: KbContext,
  tables: Tables,
  state: KbState,
  hexes: readonly HexId[],
  dice: Dice,
  label: string,
  lossOrder: Readonly<Partial<Record<KbSide, readonly string[]>>> = {},
): { state: KbState; events: GameEvent[] } {
  const env: AssaultEnv = { ctx, tables, chits: [] };
  const printed = (h: HexId): string => ctx.map.label(h);
  // rules/supply/attrition.ts rollPocketAttrition's rolls, labelled with the printed hex (docs/dice.md: readable)
  const rolls = hexes.map((hex) => {
    const at = `${label}/${printed(hex)}`;
    return { hex, roll: { label: at, ...rollAttrition(tables.attrition, state.weather, dice, at) } };
  });
  let s = state;
  const events: GameEvent[] = [];
  for (const { hex, roll } of rolls) {
    const isolated = Object.values(s.units).filter((u) => u.where === 'map' && u.hex === hex && u.supply === 'isolated').map((u) => u.id);
    const side = isolated.length > 0 ? ctx.unit(isolated[0]!).side : null;
    events.push({
      type: 'kb-pocket-attrition',
      rule: state.weather === 'freeze' ? 'KB 8.4, 19.22' : 'KB 8.4',
      hex: printed(hex),
      side,
      units: isolated,
      roll: { label: roll.label, die: roll.die, modified: roll.modified },
      steps: roll.steps,
      text: `Pocket Attrition in ${printed(hex)}: die ${roll.die}${roll.modified !== roll.die ? `, ${roll.modified} with Freeze (19.22)` : ''} (${roll.label}): ${roll.steps} step${roll.steps === 1 ? '' : 's'} lost (8.4)`,
    });
    const order = side ? lossOrder[side] ?? [] : [];
    for (let n = 0; n < roll.steps; n++) {
      const alive = isolated.filter((id) => s.units[id]!.where === 'map' && s.units[id]!.steps > 0);
      if (alive.length === 0) break;
      const pick = order.find((id) => alive.includes(id)) ?? [...alive].sort((a, b) => cmp(defaultLossRank(env, s, a), defaultLossRank(env, s, b)))[0]!;
      const r = loseStep(env, s, pick, 'mandatory', 'KB 8.4', dice, `${roll.label}/loss${n}`);
      s = r.state;
      events.push(...r.events.map((e) => hideChit(asGameEvent(e.kind === 'step-lost' ? { ...e, why: 'pocket-attrition' } : e), side)));
    }
  }
  return { state: s, events };
}

/** KB 2.6: no combat reveals the chit here: its flip or return names it to its owner alone. */
function hideChit(e: GameEvent, side: KbSide | null): GameEvent {
  return side && (e.type === 'chit-flipped' || e.type === 'chit-returned') ? { ...e, visibleTo: [side] } : e;
}

const cmp = (a: [number, number, string], b: [number, number, string]): number => (a[0] !== b[0] ? a[0] - b[0] : a[1] !== b[1] ? a[1] - b[1] : a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0);
