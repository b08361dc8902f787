/**
 * The rule numbers a fixture's text cites: every number on a line that names the title's
 * rulebook (`tag`, e.g. `DoS` or `CtS`), in its `rule:` line or in an expected refusal or
 * event (`rule: CtS 14.1`). References to sections of the rules digest (`§ 5.6`) are not
 * rule numbers and are left out.
 */
export function citedRules(text: string, tag: string): string[] {
  return text
    .split('\n')
    .filter((l) => l.includes(tag))
    .flatMap((l) => [...l.replace(/§\s*\d+(\.\d+)?/g, '').matchAll(/(?<![\d.])\d+\.\d+(?:\.\d+)*[a-z]?(?![\d])/g)].map((m) => m[0]));
}

/**
 * Whether a fixture's text cites `rule`. A cited number that is not a section of its own
 * (`10.1.8`, an item of the list of 10.1) counts for the nearest section above it.
 */
export function citesRule(text: string, rule: string, tag: string, sections?: ReadonlySet<string>): boolean {
  return citedRules(text, tag).some((n) => sectionOf(n, sections) === rule);
}

/** The section a cited number belongs to: itself, or with `sections` given the nearest listed one above it. */
export function sectionOf(n: string, sections?: ReadonlySet<string>): string {
  if (!sections) return n;
  let at = n;
  while (!sections.has(at) && at.split('.').length > 2) at = at.slice(0, at.lastIndexOf('.'));
  return at;
}
