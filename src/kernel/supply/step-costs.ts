/** Each step's counts (or null: no step) by step number, once asked; undefined before. */
export interface StepCosts {
  get(step: number): readonly number[] | null | undefined;
  set(step: number, cost: readonly number[] | null): void;
}

/**
 * A StepCosts for step numbers below `size` (a search's steps numbered by hex number * 6 +
 * the neighbour's place): a typed array of codes (0 not asked, 1 no step, 2 + k the k-th
 * distinct counts array met) and the counts arrays themselves, a handful (the Campaign To
 * Stalingrad Line of Supply's rules hand out four constants). Not a plain array of the
 * counts: V8 puts one of more than 16,384 places (2,884 hexes * 6 steps on the Campaign To
 * Stalingrad map) in its large-object space and fills it on a slow path, about a
 * millisecond for each Supply Phase.
 */
export function stepCosts(size: number): StepCosts {
  const codes = new Int32Array(size);
  const costs: (readonly number[])[] = [];
  const codeOf = new Map<readonly number[], number>();
  return {
    get: (step) => {
      const code = codes[step]!;
      return code === 0 ? undefined : code === 1 ? null : costs[code - 2];
    },
    set: (step, cost) => {
      if (cost === null) {
        codes[step] = 1;
        return;
      }
      let code = codeOf.get(cost);
      if (code === undefined) codeOf.set(cost, (code = costs.push(cost) + 1));
      codes[step] = code;
    },
  };
}
