/**
 * Who may take a force's first step loss (KB 12.63, 15.3; digest A16): a unit directly
 * participating in the combat (not one in a different attack); for the attacker a
 * mechanized one when any takes part; a Tiger that used its shift before anyone. An HQ
 * takes part directly only when it defends alone; an Ersatz battalion's strength is never
 * used in an attack, so it is not first there. Every later loss may fall anywhere in the
 * force (the owner's choice).
 */
export interface LossUnit {
  id: string;
  role: 'combat' | 'hq' | 'tiger-company' | 'ersatz';
  participating: boolean;
  mechanized: boolean;
  inOtherAttack?: boolean;
  /** 15.3: a Tiger that used its favourable shift in this combat. */
  usedTigerShift?: boolean;
}

export function firstLossCandidates(side: 'attacker' | 'defender', force: readonly LossUnit[]): string[] {
  const here = force.filter((u) => !u.inOtherAttack);
  const tigers = here.filter((u) => u.usedTigerShift);
  if (tigers.length > 0) return tigers.map((u) => u.id);
  const onlyHqs = here.length > 0 && here.every((u) => u.role === 'hq');
  const direct = here.filter((u) => u.participating && (onlyHqs || u.role !== 'hq') && !(side === 'attacker' && u.role === 'ersatz'));
  if (side === 'attacker') {
    const mech = direct.filter((u) => u.mechanized);
    if (mech.length > 0) return mech.map((u) => u.id);
  }
  return direct.map((u) => u.id);
}
