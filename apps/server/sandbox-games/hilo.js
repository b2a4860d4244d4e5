/* global window, document */
(function () {
  'use strict';
  var JL = window.JL;
  var cardsEl = document.getElementById('cards');
  var potEl = document.getElementById('pot');
  var startBtn = document.getElementById('start');
  var highBtn = document.getElementById('high');
  var lowBtn = document.getElementById('low');
  var cashBtn = document.getElementById('cashout');
  function cardEl(text, big) {
    var c = document.createElement('div');
    c.className = 'card' + (big ? ' big' : '') + (/[♥♦]/.test(text) ? ' red' : '');
    c.textContent = text;
    return c;
  }
  function show(hand) {
    cardsEl.textContent = '';
    (hand.cards || []).forEach(function (t, i, all) {
      cardsEl.appendChild(cardEl(t, i === all.length - 1));
    });
    var open = !!hand.open;
    startBtn.classList.toggle('hidden', open);
    document.getElementById('stakes').classList.toggle('hidden', open);
    highBtn.classList.toggle('hidden', !open);
    lowBtn.classList.toggle('hidden', !open);
    cashBtn.classList.toggle('hidden', !open);
    if (open) {
      potEl.textContent = '当前奖池 ' + JL.yuan(hand.pot) + ' 元';
      highBtn.disabled = hand.highWins === 0;
      lowBtn.disabled = hand.lowWins === 0;
      highBtn.textContent = '猜大 → ' + JL.yuan(hand.potIfHigh);
      lowBtn.textContent = '猜小 → ' + JL.yuan(hand.potIfLow);
      cashBtn.textContent = '收手 ' + JL.yuan(hand.pot);
    } else potEl.textContent = '';
  }
  function act(action, body) {
    [startBtn, highBtn, lowBtn, cashBtn].forEach(function (b) {
      b.disabled = true;
    });
    return JL.api(action, body)
      .then(function (d) {
        if (action === 'hilo/guess') {
          if (d.won) JL.result('猜中了！翻出 ' + d.card, 'win');
          else JL.result('猜错了，翻出 ' + d.card + '，本局结束', 'lose');
        }
        if (action === 'hilo/cashout')
          JL.result('收手成功，赢得 ' + JL.yuan(d.payout) + ' 元', 'win');
        if (action === 'hilo/start') JL.result('', '');
        show(d);
      })
      .catch(function (e) {
        JL.toast(e.message);
      })
      .then(function () {
        [startBtn, cashBtn].forEach(function (b) {
          b.disabled = false;
        });
      });
  }
  startBtn.addEventListener('click', function () {
    act('hilo/start', { stake: JL.stake });
  });
  highBtn.addEventListener('click', function () {
    act('hilo/guess', { guess: 'high' });
  });
  lowBtn.addEventListener('click', function () {
    act('hilo/guess', { guess: 'low' });
  });
  cashBtn.addEventListener('click', function () {
    act('hilo/cashout');
  });
  // 发牌 is rendered disabled (see pages.ts) and opens once the hand in play, if any, is shown.
  JL.api('hilo/state')
    .then(function (d) {
      if (d.otherGame) JL.toast('您在另一款牌局中尚有未完成的牌局');
      show(d);
    })
    .catch(function (e) {
      JL.toast(e.message);
    })
    .then(function () {
      startBtn.disabled = false;
    });
})();
