/** How the scheduler runs (ServiceDeps.schedule). */
export interface ScheduleSettings {
  /**
   * The outage guard's margin: a window whose deadline (with its grace) passed more than this
   * long ago while no sweep ran is not adjudicated late; its game is paused. Default 15.
   */
  outageMarginMinutes?: number;
}

export const DEFAULT_OUTAGE_MARGIN_MINUTES = 15;

export const outageMarginMs = (s: ScheduleSettings | undefined): number => (s?.outageMarginMinutes ?? DEFAULT_OUTAGE_MARGIN_MINUTES) * 60_000;
