/* global window, document */
(function () {
  'use strict';
  var JL = window.JL;
  var state = null;
  var offset = 0;
  var names = { dragon: '龙', tiger: '虎', tie: '和' };
  function render() {
    if (!state) return;
    var now = Date.now() + offset;
    var open = now < state.closesAt;
    var left = Math.max(0, Math.ceil(((open ? state.closesAt : state.nextAt) - now) / 1000));
    var clock = document.getElementById('clock');
    clock.textContent = '第 ' + state.roundNo + ' 局 · ' + (open ? '请下注 ' : '开牌中 ');
    var b = document.createElement('b');
    b.textContent = left + 's';
    clock.appendChild(b);
    document.querySelectorAll('.bet-spot').forEach(function (el) {
      el.disabled = !open;
    });
    if (now >= state.nextAt || (!open && state.open)) refresh();
  }
  function refresh() {
    return JL.api('table/state').then(function (d) {
      offset = d.serverTime - Date.now();
      var before = state;
      state = d;
      document.getElementById('dragon-card').textContent = d.last.dragon;
      document.getElementById('tiger-card').textContent = d.last.tiger;
      document.getElementById('dragon-card').className =
        'card big' + (/[♥♦]/.test(d.last.dragon) ? ' red' : '');
      document.getElementById('tiger-card').className =
        'card big' + (/[♥♦]/.test(d.last.tiger) ? ' red' : '');
      document.getElementById('last').textContent =
        '第 ' +
        d.last.roundNo +
        ' 局：' +
        names[d.last.winner] +
        (d.last.winner === 'tie' ? '' : '赢');
      var road = document.getElementById('road');
      road.textContent = '';
      [d.last.winner]
        .concat(d.history)
        .reverse()
        .forEach(function (w) {
          var i = document.createElement('i');
          i.className = w;
          i.textContent = names[w];
          road.appendChild(i);
        });
      var mine = { dragon: 0, tiger: 0, tie: 0 };
      d.myBets.forEach(function (x) {
        mine[x.side] += x.stake;
      });
      Object.keys(mine).forEach(function (k) {
        document.getElementById('my-' + k).textContent = mine[k] ? '已下 ' + JL.yuan(mine[k]) : '';
      });
      if (before && before.roundNo !== d.roundNo) JL.result('', '');
    });
  }
  document.querySelectorAll('.bet-spot').forEach(function (el) {
    el.addEventListener('click', function () {
      JL.api('table/bet', { stake: JL.stake, side: el.dataset.side })
        .then(function (d) {
          JL.result('已押' + names[d.side] + ' ' + JL.yuan(d.stake) + ' 元', '');
          return refresh();
        })
        .catch(function (e) {
          JL.toast(e.message);
        });
    });
  });
  refresh().catch(function (e) {
    JL.toast(e.message);
  });
  setInterval(render, 250);
  setInterval(function () {
    refresh().catch(function () {});
  }, 5000);
})();
