/** One adjustment of a combat and the rule behind it, kept for the combat report. */
export interface Applied {
  /** Stable key, e.g. "out-of-supply", "town". */
  reason: string;
  rule: string;
}

/** A column shift (right positive, helping the attacker) and its rule (KB 5.21, 12.3-12.5, 15.3, 18.11). */
export interface Shift extends Applied {
  shift: number;
}

/** A die roll modifier of the Mobile Assault Table and its rule. */
export interface Drm extends Applied {
  drm: number;
}
