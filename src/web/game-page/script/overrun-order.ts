/**
 * Campaign To Stalingrad's Movement Phase overruns (CtS 4.7): each enemy hex options() lists
 * under `overruns`, with the force and the least Maximum Effort that reach 10-1; the order
 * names them all, and they move no further this phase. One that needs Army HQs activated
 * (`activate`, CtS 16.7) or air units placed for its Ground Support (`groundSupport`, 23.11)
 * brings those orders with it, ahead of it in the file.
 */
export const overrunOrderPart = String.raw`
registerOrderType({
  kinds: ['overrun'],
  offers: function (u) {
    return (u.overruns || []).map(function (a) {
      // CtS 16.7: the Army HQs it needs are activated first, by orders the offer brings with it (before)
      var before = (a.activate || []).map(function (hq) { return { activate: { hq: hq } }; });
      // CtS 23.5, 23.11: the air units of its Ground Support are placed in the hex first, in the Air Segment
      var support = a.groundSupport || [];
      support.forEach(function (id) { before.push({ air: { unit: id, hex: a.target } }); });
      var order = { overrun: { target: a.target, units: a.units.slice(), maximumEffort: a.maximumEffort } };
      if (support.length) order.overrun.groundSupport = support.slice();
      return { kind: 'overrun', unit: u.unit, hex: a.target, group: 'overrun', label: 'Overrun ' + hexName(a.target) + ' by ' + a.units.join(', ') + ' at 10-1' + (a.maximumEffort ? ', Maximum Effort ' + a.maximumEffort : '') + ((a.activate || []).length ? ', activating ' + a.activate.join(', ') + ' first' : '') + (support.length ? ', with the Ground Support of ' + support.join(', ') + ' placed there' : ''), before: before, order: order };
    });
  },
});
`;
