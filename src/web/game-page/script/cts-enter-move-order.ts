/**
 * Campaign To Stalingrad's reinforcement placed at another hex, then moved (CtS 19.1): once
 * the file has the unit's {enter: {unit, hex}}, its moves are those options() lists under
 * `enterMoves` for that hex, and the move follows the enter in the file (the enter stays).
 */
export const ctsEnterMoveOrderPart = String.raw`
registerOrderType({
  kinds: ['move'],
  offers: function (u, w) {
    var hex = enteredHex(u.unit, w);
    var from = hex && (u.enterMoves || []).filter(function (e) { return e.hex === hex; })[0];
    if (!from) return [];
    return from.moves.map(function (m) {
      return { kind: 'move', unit: u.unit, hex: m.hex, group: 'move', afterEnter: true, label: 'Move on from ' + hexName(hex) + ' to ' + hexName(m.hex) + ', cost ' + m.cost + ', via ' + m.path.map(hexName).join(' → '), order: { move: { unit: u.unit, path: m.path.slice() } } };
    });
  },
  keeps: function (old, o) { return !!(old.enter && old.enter.hex && o.move && o.move.unit === old.enter.unit); },
  rank: function (o) { return o.enter && o.enter.hex ? 1 : null; },
});
`;
