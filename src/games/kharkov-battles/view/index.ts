/**
 * What the service's channels show of a Kharkov Battles game: the state as one side (or
 * the public) may see it (KB 2.6), the map pieces of the reports, the charts, the combat
 * report's key and which events a side may see.
 */
export { kbView, type KbView, type SeenChit, type SeenUnit, type SeenPool } from './view';
export { kbScene } from './scene';
export { kbCharts } from './charts';
export { kbCombatKey } from './combat-key';
export { kbEventVisibility } from './event-visibility';
export { kbBattleSummaries } from './battle-summary';
export { unitLabel, unitFactors } from './unit-label';
