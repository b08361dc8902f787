/**
 * The row and the column a hex's id names: its first two digits and the rest (`RRCC`, the
 * south map's rows numbered on after the north map's). A row north is a lower row number.
 */
export const hexRow = (hex: string): number => Number(hex.slice(0, 2));

/** The column a hex's id names (the digits after its row). */
export const hexColumn = (hex: string): number => Number(hex.slice(2));
