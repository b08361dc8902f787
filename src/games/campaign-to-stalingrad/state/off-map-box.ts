/**
 * CtS 33.0: the seven Off Map Boxes of the Campaign Game. The Axis box lies off the west
 * edge, the Soviet box off the north edge, the three Caucasus Transit Boxes (Trans-Volga,
 * Astrakhan, Caspian) off the east edge, and the Caucasus and Black Sea Coast boxes off the
 * south edge. A unit in a box is a counter of state, so the name lives in the state layer;
 * the rules of moving between them are in rules/off-map-boxes/.
 */
export const OFF_MAP_BOXES = ['axis', 'soviet', 'trans-volga', 'astrakhan', 'caspian', 'caucasus', 'black-sea-coast'] as const;

export type OffMapBox = (typeof OFF_MAP_BOXES)[number];
