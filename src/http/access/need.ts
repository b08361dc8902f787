/**
 * What a game route asks of the caller's token:
 * - `side`: a player's token (the referee may act for a side where the route allows it)
 * - `referee`: the referee token
 * - `side-or-referee`: either
 * - `optional`: no token is the public; a token, when sent, must be valid
 */
export type Need = 'side' | 'referee' | 'side-or-referee' | 'optional';
