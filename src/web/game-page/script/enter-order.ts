/**
 * Units coming onto the map through the hexes options() lists as their entries: Drive on
 * Stalingrad's reinforcements enter with {enter: {units, at}} (DoS 8.1-8.3); Campaign To
 * Stalingrad's units off the map come back with a move whose first hex is the edge hex
 * (CtS 17.1), and a reinforcement that came on as the phase began is placed at another
 * entry hex options() lists with {enter: {unit, hex}} (CtS 19.1).
 */
export const enterOrderPart = String.raw`
registerOrderType({
  kinds: ['enter'],
  offers: function (u, w) {
    // CtS 19.1: a reinforcement that came on as the phase began may be placed at another entry hex instead
    var elsewhere = (u.enterAt || []).map(function (h) {
      return { kind: 'enter', unit: u.unit, hex: h, group: 'move', label: 'Enter at ' + hexName(h) + ' instead', order: { enter: { unit: u.unit, hex: h } } };
    });
    return elsewhere.concat((u.entries || []).map(function (e) {
      if (w.title === 'campaign-to-stalingrad') {
        return { kind: 'move', unit: u.unit, hex: e.hex, group: 'move', label: 'Come back on at ' + hexName(e.hex) + ', cost ' + e.cost, order: { move: { unit: u.unit, path: [e.hex] } } };
      }
      return { kind: 'enter', unit: u.unit, hex: e.hex, group: 'move', label: 'Enter at ' + hexName(e.hex) + ', cost ' + e.cost, order: { enter: { units: [u.unit], at: e.hex } } };
    }));
  },
});
`;
