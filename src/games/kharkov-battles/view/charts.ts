import type { Chart } from '#kernel/engine/charts';
import type { Tables } from '../data/tables';

/** Kharkov Battles' charts: the CRT, the Mobile Assault Table, the terrain effects. */
export function kbCharts(_tables: Tables): Chart[] {
  return [];
}
