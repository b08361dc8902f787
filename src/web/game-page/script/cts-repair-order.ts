/** Campaign To Stalingrad's rail repairs (CtS 15.6, 16.11 step 5): each rail hex a railhead may move forward into, as options' `orderChoices` lists it, under "Other orders". */
export const ctsRepairOrderPart = String.raw`
registerOrderType({
  kinds: ['repair'],
  offers: function () { return []; },
  others: function (w) {
    return choiceOffers(w, ['repair'], function () { return true; }, 'move').map(function (x) { return { offer: x }; });
  },
  describe: function (o) { return o.repair ? 'rail hex ' + hexName(o.repair.hex) + ' repaired' : null; },
  slot: function (o) { return o.repair ? 'repair ' + o.repair.hex : null; },
});
`;
