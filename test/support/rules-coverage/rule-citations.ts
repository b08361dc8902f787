import { testTitles } from './test-titles';

/** How a title's code and tests cite the rules of its rulebook. */
export interface RuleCitations {
  /** The rules a text cites: every rule on a line that names the rulebook, ranges spelled out. */
  cited(text: string): Set<string>;
  /** The rules some lines name, ranges spelled out (`12.41-12.45`: every rule of the list between them). */
  numbersIn(texts: readonly string[]): Set<string>;
  /** The rules a test file names: in its test titles, or in a comment that names the rulebook. */
  named(source: string): Set<string>;
}

/**
 * The citations of a rulebook whose code names it by `tag` (`KB 12.6`, `rule: 'SoS 9.71'`)
 * and whose rules, in the text's order, are `rules`. A number has one or two digits, a point
 * and one to three decimals; a hex label (`KB3617`) is not a citation; a named appendix
 * (`Appendix A`) is one when `rules` lists it.
 */
export function ruleCitations(tag: string, rules: readonly string[]): RuleCitations {
  const number = String.raw`(?<![\d.])(\d{1,2}\.\d{1,3})(?!\d)`;
  const range = new RegExp(String.raw`(?<![\d.])(\d{1,2}\.\d{1,3})\s*[-–]\s*(\d{1,2}\.\d{1,3})(?!\d)`, 'g');
  const numbersIn = (texts: readonly string[]): Set<string> => {
    const lines = texts.join('\n');
    const out = new Set([...lines.matchAll(new RegExp(number, 'g'))].map((m) => m[1]!));
    for (const m of lines.matchAll(/\bAppendix ([A-Z])\b/g)) if (rules.includes(`Appendix ${m[1]}`)) out.add(`Appendix ${m[1]}`);
    for (const m of lines.matchAll(range)) {
      const [from, to] = [rules.indexOf(m[1]!), rules.indexOf(m[2]!)];
      if (from >= 0 && to > from) for (const r of rules.slice(from, to + 1)) out.add(r);
    }
    return out;
  };
  const onTag = new RegExp(String.raw`\b${tag}\s+\d`);
  const cited = (text: string) => numbersIn(text.split('\n').filter((l) => onTag.test(l)));
  const named = (source: string) => new Set([...numbersIn(testTitles(source)), ...cited(source)]);
  return { cited, numbersIn, named };
}
