/**
 * Campaign To Stalingrad's Movement Phase overruns (CtS 4.7): each enemy hex options() lists
 * under `overruns`, with the force and the least Maximum Effort that reach 10-1; the order
 * names them all, and they move no further this phase. One that needs Army HQs activated
 * (`activate`, CtS 16.7) brings their activations with it, ahead of it in the file.
 */
export const overrunOrderPart = String.raw`
registerOrderType({
  kinds: ['overrun'],
  offers: function (u) {
    return (u.overruns || []).map(function (a) {
      // CtS 16.7: the Army HQs it needs are activated first, by orders the offer brings with it (before)
      var before = (a.activate || []).map(function (hq) { return { activate: { hq: hq } }; });
      return { kind: 'overrun', unit: u.unit, hex: a.target, group: 'overrun', label: 'Overrun ' + hexName(a.target) + ' by ' + a.units.join(', ') + ' at 10-1' + (a.maximumEffort ? ', Maximum Effort ' + a.maximumEffort : '') + (before.length ? ', activating ' + a.activate.join(', ') + ' first' : ''), before: before, order: { overrun: { target: a.target, units: a.units.slice(), maximumEffort: a.maximumEffort } } };
    });
  },
});
`;
