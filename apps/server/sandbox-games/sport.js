/* global window, document */
(function () {
  'use strict';
  var JL = window.JL;
  var pick = 'home';
  var picks = document.querySelectorAll('.pick');
  picks.forEach(function (el) {
    el.addEventListener('click', function () {
      pick = el.dataset.pick;
      picks.forEach(function (p) {
        p.classList.toggle('on', p === el);
      });
    });
    el.disabled = false;
  });
  var button = document.getElementById('kickoff');
  var names = { home: '主胜', draw: '平局', away: '客胜' };
  button.addEventListener('click', function () {
    button.disabled = true;
    document.getElementById('score').textContent = '比赛进行中…';
    JL.api('match', { stake: JL.stake, pick: pick })
      .then(function (d) {
        setTimeout(function () {
          document.getElementById('score').textContent = d.score[0] + ' : ' + d.score[1];
          if (d.payout > 0)
            JL.result(names[d.outcome] + '，赢得 ' + JL.yuan(d.payout) + ' 元', 'win');
          else JL.result(names[d.outcome] + '，未中', 'lose');
          button.disabled = false;
        }, 700);
      })
      .catch(function (e) {
        document.getElementById('score').textContent = '';
        JL.toast(e.message);
        button.disabled = false;
      });
  });
  // The page renders the buttons disabled until this script listens (see pages.ts).
  button.disabled = false;
})();
