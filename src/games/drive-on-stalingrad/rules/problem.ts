/** A problem with one order, its path relative to the order (check() prefixes ["orders", i]). */
export interface OrderProblem {
  path: (string | number)[];
  code: string;
  message: string;
  rule?: string;
}

export const problem = (path: (string | number)[], code: string, message: string, rule?: string): OrderProblem =>
  rule === undefined ? { path, code, message } : { path, code, message, rule };

/** Keeps the first problem per (path, code). */
export function dedupe(problems: OrderProblem[]): OrderProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${JSON.stringify(p.path)}|${p.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
