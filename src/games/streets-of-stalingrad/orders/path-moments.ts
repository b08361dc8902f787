/**
 * The moments of a move at which the other side's reaction policy is read (SoS 11.4): the
 * instant the stack starts to move, in its start hex, then each hex it enters, in order.
 * The server executes a path one moment at a time and stops the move at the first moment
 * that pins it (11.11) or that it cannot take.
 */
export interface PathMoment {
  /** 0 for the start hex, then the number of the step along the path. */
  step: number;
  place: string;
  moment: 'starts-moving' | 'enters';
}

export function pathMoments(from: string, path: readonly string[]): PathMoment[] {
  return [{ step: 0, place: from, moment: 'starts-moving' }, ...path.map((place, i): PathMoment => ({ step: i + 1, place, moment: 'enters' }))];
}
