/**
 * What adjudication produces besides the new state. Every event carries what a
 * report needs (odds, each shift with its rule and reason, dice with labels, the
 * table cell, the result, losses, retreats, advances). Events are plain JSON.
 */
export interface GameEvent {
  type: string;
  /** The rule the event applies, e.g. "DoS 11.33". */
  rule?: string;
  /** Sides that may see this event; absent = public. Redaction happens in kernel/view. */
  visibleTo?: string[];
  [key: string]: unknown;
}

/** A modifier as reported: a column shift or a die-roll modifier, with its reason. */
export interface Modifier {
  /** Signed: + helps the attacker (right shift / positive DRM), - the defender. */
  value: number;
  kind: 'column-shift' | 'drm' | 'halved' | 'fixed';
  reason: string;
  rule: string;
}
