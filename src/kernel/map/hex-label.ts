import type { MapData } from './types';

/** The label players see for a hex: its printed label (MapData.labels) or its id. */
export const hexLabel = (map: Pick<MapData, 'labels'> | null | undefined, h: string): string => map?.labels?.[h] ?? h;
