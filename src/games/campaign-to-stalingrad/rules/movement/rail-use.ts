/** What a side has moved by rail this turn (15.3, 15.4). */
export interface RailUse {
  divisions: number;
  motorized: number;
  /** Divisions through each secondary-line hex. */
  secondary: Record<string, number>;
}

/** Nothing moved by rail yet: each side's count at the start of its Movement Phase. */
export const NO_RAIL_USE: RailUse = { divisions: 0, motorized: 0, secondary: {} };
