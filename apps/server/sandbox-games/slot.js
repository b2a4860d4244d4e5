/* global window, document */
(function () {
  'use strict';
  var JL = window.JL;
  var reels = document.querySelectorAll('.reel');
  var button = document.getElementById('spin');
  button.addEventListener('click', function () {
    button.disabled = true;
    JL.result('', '');
    reels.forEach(function (r) {
      r.classList.add('spin');
    });
    var started = Date.now();
    JL.api('spin', { stake: JL.stake })
      .then(function (d) {
        var wait = Math.max(0, 600 - (Date.now() - started));
        setTimeout(function () {
          reels.forEach(function (r, i) {
            r.classList.remove('spin');
            r.textContent = d.reels[i];
            r.dataset.s = d.reels[i];
          });
          if (d.payout > 0)
            JL.result('中奖 ' + d.multiplier + ' 倍，赢得 ' + JL.yuan(d.payout) + ' 元', 'win');
          else JL.result('未中奖，再来一次', 'lose');
          button.disabled = false;
        }, wait);
      })
      .catch(function (e) {
        reels.forEach(function (r) {
          r.classList.remove('spin');
        });
        JL.toast(e.message);
        button.disabled = false;
      });
  });
  // The page renders the button disabled until this script listens (see pages.ts).
  button.disabled = false;
})();
