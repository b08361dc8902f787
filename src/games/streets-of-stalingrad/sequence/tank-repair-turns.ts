/** SoS 16.72: a tank repair turn: "Beginning with the 16 September turn and every even numbered turn". */
export const isTankRepairTurn = (day: { month: number; day: number }, turn: number): boolean => (day.month > 9 || day.day >= 16) && turn % 2 === 0;
