/**
 * The calendar month (1..12) of a game turn: game turn 1 falls on `startDate` (ISO
 * yyyy-mm-dd) and each game turn is one week (DoS 1.2). Pure date arithmetic, no clock.
 */
export function monthOfTurn(startDate: string, turn: number): number {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + 7 * (turn - 1)));
  return day.getUTCMonth() + 1;
}
