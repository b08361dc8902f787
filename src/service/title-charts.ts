import type { Chart } from '#kernel/engine/charts';
import type { Ruleset } from '#kernel/engine/ruleset';

/** A title's charts for players (Ruleset.charts): the combat results table, its codes, the terrain effects. */
export interface TitleCharts {
  title: string;
  name: string;
  charts: Chart[];
}

/** The charts of the installed title `title`; null for a title not installed. A title without charts has none. */
export function titleCharts(rulesets: Iterable<Ruleset>, title: string): TitleCharts | null {
  const r = [...rulesets].find((x) => x.id === title);
  return r ? { title: r.id, name: r.title, charts: r.charts ? r.charts() : [] } : null;
}
