/** Campaign To Stalingrad's Bombardment (CtS 23.12): each hex options' `orderChoices` lists, by the air units placed there, before any attack in the file. */
export const ctsBombardOrderPart = String.raw`
registerOrderType({
  kinds: ['bombard'],
  offers: function () { return []; },
  others: function (w) {
    return choiceOffers(w, ['bombard'], function () { return true; }, 'air').map(function (x) { return { offer: x }; });
  },
  describe: function (o) { return o.bombard ? 'bombardment of ' + hexName(o.bombard.hex) : null; },
  slot: function (o) { return o.bombard ? 'bombard ' + o.bombard.hex : null; },
  rank: function (o) { return o.bombard ? 1 : null; },
});
`;
