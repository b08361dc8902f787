/** The `ticked` names of a table cell or text, in order: fixture names, test files. */
export const ticked = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
