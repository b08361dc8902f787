import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import type { Attack } from '../../assault/attack';
import type { AttackOrder } from '../../orders/combat';
import { kbOrderKind, type KbOrder } from '../../orders/schema';
import type { KbContext } from '../../state/context';

/** The kinds of order a Combat window takes (KB 4.1 B.3 / C.4; docs/kharkov-battles.md "The windows of a turn"). */
export const COMBAT_ORDER_KINDS = ['attack', 'removeBridge', 'removeFz'] as const;

/** One `attack` order of the file: its place in the file, the Attack it designates, and the attacker's own choices. */
export interface FileAttack {
  /** Index of the order in the file (`orders[at]`). */
  at: number;
  attack: Attack;
  body: AttackOrder['attack'];
  /** The hexes of `retreat.path` and of each unit's `advance`, resolved on the map (an unknown hex is reported by readCombatFile). */
  retreatPath: HexId[];
  advances: { unit: string; path: HexId[] }[];
}

/** A removal of the file (KB 18.17, 18.22), at its place in the file. */
export type FileRemoval =
  | { at: number; kind: 'removeBridge'; hex: HexId; across: HexId }
  | { at: number; kind: 'removeFz'; hex: HexId };

export interface CombatFile {
  attacks: FileAttack[];
  removals: FileRemoval[];
  /** The orders in the file's order, each an attack or a removal. */
  steps: ({ kind: 'attack'; attack: FileAttack } | { kind: 'removal'; removal: FileRemoval })[];
}

/** The Attack id of the file's `n`th attack (1-based): it names the combat's dice (`<label>/<id>/crt`). */
export const attackId = (n: number): string => `attack-${n}`;

/**
 * The file's orders as the Combat Phase reads them: hexes resolved on the scenario's map
 * ("KB3617" or "3617"), each attack given its id. Problems: an order of a kind the window
 * does not take (4.1), a hex not on the map.
 */
export function readCombatFile(ctx: KbContext, orders: readonly KbOrder[]): { file: CombatFile; issues: Issue[] } {
  const issues: Issue[] = [];
  const file: CombatFile = { attacks: [], removals: [], steps: [] };
  const hex = (text: string, path: (string | number)[]): HexId | null => {
    const h = ctx.map.resolve(text);
    if (h === null) issues.push(issue(path, 'unknown-hex', `${text} is not a hex of this scenario's map`));
    return h;
  };
  orders.forEach((o, i) => {
    const kind = kbOrderKind(o);
    // KB 4.1; KB 10.54: a unit moves only in its friendly movement phase, so a move order here is refused
    if (!(COMBAT_ORDER_KINDS as readonly string[]).includes(kind)) {
      issues.push(issue(['orders', i], 'wrong-window', `a Combat window takes ${COMBAT_ORDER_KINDS.join(', ')}, not ${kind}`, 'KB 4.1'));
      return;
    }
    if ('attack' in o) {
      const a = o.attack;
      const base = ['orders', i, 'attack'];
      const targets = a.targets.map((t, k) => hex(t, [...base, 'targets', k]));
      const retreatPath = (a.retreat?.path ?? []).map((t, k) => hex(t, [...base, 'retreat', 'path', k]));
      const advances = (a.advance ?? []).flatMap((adv, k) => {
        const path = adv.path.map((t, m) => hex(t, [...base, 'advance', k, 'path', m]));
        return adv.units.map((unit) => ({ unit, path: path.filter((x): x is HexId => x !== null) }));
      });
      const fa: FileAttack = {
        at: i,
        attack: { id: attackId(file.attacks.length + 1), attackers: [...a.attackers], targets: targets.filter((x): x is HexId => x !== null) },
        body: a,
        retreatPath: retreatPath.filter((x): x is HexId => x !== null),
        advances,
      };
      file.attacks.push(fa);
      file.steps.push({ kind: 'attack', attack: fa });
      return;
    }
    if ('removeBridge' in o) {
      const h = hex(o.removeBridge.hex, ['orders', i, 'removeBridge', 'hex']);
      const across = hex(o.removeBridge.across, ['orders', i, 'removeBridge', 'across']);
      if (h === null || across === null) return;
      const r: FileRemoval = { at: i, kind: 'removeBridge', hex: h, across };
      file.removals.push(r);
      file.steps.push({ kind: 'removal', removal: r });
      return;
    }
    if ('removeFz' in o) {
      const h = hex(o.removeFz.hex, ['orders', i, 'removeFz', 'hex']);
      if (h === null) return;
      const r: FileRemoval = { at: i, kind: 'removeFz', hex: h };
      file.removals.push(r);
      file.steps.push({ kind: 'removal', removal: r });
    }
  });
  return { file, issues };
}
