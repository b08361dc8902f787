/**
 * Campaign To Stalingrad's moves from one Off Map Box to an adjacent one (CtS 33.1): each box
 * options() lists for the unit (`boxMoves`), as {boxMove: {unit, to}}: a move of the Movement Phase
 * (the window accepts it as `move`).
 */
export const ctsBoxMoveOrderPart = String.raw`
registerOrderType({
  kinds: ['move'],
  offers: function (u) {
    return (u.boxMoves || []).map(function (to) {
      return { kind: 'move', unit: u.unit, hex: u.hex, group: 'move', label: 'Move to the ' + to + ' box', order: { boxMove: { unit: u.unit, to: to } } };
    });
  },
  describe: function (o) { return o.boxMove ? o.boxMove.unit + ' moves to the ' + o.boxMove.to + ' box' : null; },
  slot: function (o) { return o.boxMove ? 'boxMove ' + o.boxMove.unit : null; },
});
`;
