/** Soviet sea movement (DoS 9.18): each port town options() lists for the unit; it stays in the port it lands in. */
export const seaOrderPart = String.raw`
registerOrderType({
  kinds: ['sea'],
  offers: function (u) {
    return (u.sea || []).map(function (to) {
      return { kind: 'sea', unit: u.unit, hex: to, group: 'move', label: 'Sail to ' + hexName(to), order: { sea: { unit: u.unit, to: to } } };
    });
  },
});
`;
