/** Points for a win, a draw and a loss (default 3 / 1 / 0). */
export interface Points {
  win: number;
  draw: number;
  loss: number;
}

export interface CreateTournamentInput {
  name: string;
  points?: Points;
}

export interface AddTournamentGameInput {
  game: string;
  round: number;
  /** side -> participant name, one for every side of the game. */
  players: Record<string, string>;
}

/** A game of a tournament and how it stands. */
export interface TournamentGame {
  game: string;
  round: number;
  players: Record<string, string>;
  status: 'active' | 'paused' | 'ended';
  /** Once ended: the winning participant, or null for a draw. */
  winner?: string | null;
  reason?: string;
}

/** One participant's line of the standings table. */
export interface StandingRow {
  rank: number;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
}

export interface TournamentView {
  id: string;
  name: string;
  points: Points;
  createdAt: string;
  rounds: { round: number; complete: boolean; games: TournamentGame[] }[];
  standings: StandingRow[];
}
