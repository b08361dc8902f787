import { stringify } from 'yaml';

export interface DuelFileArgs {
  game: string;
  side: 'blue' | 'red';
  window: string;
  dice?: number;
  final?: boolean;
  returnFire?: boolean;
  entropy?: string;
  basedOn?: string;
  auth?: { token?: string; signature?: string };
}

/** A Duel turn file as YAML: one fire order of `dice` dice, or no orders. */
export function duelFile(a: DuelFileArgs): string {
  const file: Record<string, unknown> = { format: 'umpire-turn/1', game: a.game, side: a.side, window: a.window };
  if (a.final !== undefined) file.final = a.final;
  if (a.basedOn !== undefined) file.basedOn = a.basedOn;
  if (a.entropy !== undefined) file.entropy = a.entropy;
  if (a.auth !== undefined) file.auth = a.auth;
  file.orders = a.dice === undefined ? [] : [{ kind: 'fire', dice: a.dice }];
  if (a.returnFire !== undefined) file.standing = { returnFire: a.returnFire };
  return stringify(file);
}
