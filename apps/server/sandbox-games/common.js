/* global window, document, location */
// Shared by the sandbox's game pages: the session from the URL, the game API, money text, toasts
// and the stake chips.
(function () {
  'use strict';
  var session = new URLSearchParams(location.search).get('s') || '';
  var toastTimer;
  var JL = {
    yuan: function (thousandths) {
      return (thousandths / 1000).toFixed(2);
    },
    api: function (action, body) {
      return fetch('api/' + action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-game-session': session },
        body: JSON.stringify(body || {}),
      })
        .then(
          function (r) {
            return r.json();
          },
          function () {
            return { code: 'NET', msg: '网络异常，请稍后重试' };
          },
        )
        .then(function (json) {
          if (!json || json.code !== 0) throw new Error((json && json.msg) || '操作失败');
          if (json.data && typeof json.data.balance === 'number') JL.setBalance(json.data.balance);
          return json.data;
        });
    },
    setBalance: function (thousandths) {
      var el = document.getElementById('balance');
      if (el) el.textContent = JL.yuan(thousandths);
    },
    toast: function (msg) {
      var el = document.getElementById('toast');
      el.textContent = msg;
      el.classList.remove('hidden');
      clearTimeout(toastTimer);
      toastTimer = setTimeout(function () {
        el.classList.add('hidden');
      }, 2000);
    },
    result: function (text, tone) {
      var el = document.getElementById('result');
      el.textContent = text;
      el.className = 'result' + (tone ? ' ' + tone : '');
    },
    stake: 0,
    chips: function (stakes) {
      var box = document.getElementById('chips');
      stakes.forEach(function (stake, i) {
        var b = document.createElement('button');
        b.className = 'chip' + (i === 0 ? ' on' : '');
        b.type = 'button';
        b.textContent = String(stake / 1000);
        b.addEventListener('click', function () {
          JL.stake = stake;
          Array.prototype.forEach.call(box.children, function (c) {
            c.classList.toggle('on', c === b);
          });
        });
        box.appendChild(b);
      });
      JL.stake = stakes[0];
    },
    data: function () {
      return document.body.dataset;
    },
  };
  window.JL = JL;
  JL.chips(JSON.parse(document.body.dataset.stakes || '[1000]'));
  JL.api('balance').catch(function (e) {
    JL.toast(e.message);
  });
})();
