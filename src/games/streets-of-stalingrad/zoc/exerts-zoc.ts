import type { PieceKind } from '../stacking/pieces';

/**
 * SoS 6.1: "All combat units, including snipers, armored trains, and immobilized tank units,
 * have a zone-of-control (ZOC) ... Leader units, OP units, Soviet mine dogs, Soviet transport
 * units, the Soviet tank repair unit, Stuka units, Soviet River Flotilla units, IF explosion
 * markers, bridges, minefields, and fortification units do not have a ZOC."
 */
const NO_ZOC: ReadonlySet<PieceKind> = new Set(['leader', 'op', 'mineDog', 'transport', 'tankRepair', 'stuka', 'riverFlotilla', 'explosion', 'bridge', 'minefield', 'fortification']);

export const exertsZoc = (kind: PieceKind): boolean => !NO_ZOC.has(kind);
