/**
 * Taking more of one's own losses for an advantage (e.g. CtS 11.6 Maximum Effort, 12.5
 * Determined Defense): applied to each white-die result separately, `level` 1 doubles a
 * loss and turns a zero into 1, `level` 2 triples it and turns a zero into 2.
 */
export function escalateLoss(loss: number, level: number): number {
  if (!Number.isInteger(level) || level < 0) throw new RangeError(`escalation level must be a whole number >= 0, got ${level}`);
  if (level === 0) return loss;
  return loss === 0 ? level : loss * (level + 1);
}
