/* global window, document */
(function () {
  'use strict';
  var JL = window.JL;
  var sea = document.getElementById('sea');
  var fishes = JSON.parse(JL.data().fish || '[]');
  var busy = false;
  function spawn() {
    var f = fishes[Math.floor(Math.random() * fishes.length)];
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'fish-t';
    b.dataset.key = f.key;
    var body = document.createElement('i');
    body.className = 'fish-body';
    b.appendChild(body);
    var label = document.createElement('span');
    label.textContent = f.name + ' ×' + f.multiplier;
    b.appendChild(label);
    var top = 10 + Math.random() * 300;
    var fromLeft = Math.random() < 0.5;
    var x = fromLeft ? -60 : sea.clientWidth + 10;
    var speed = (0.6 + Math.random() * 1.2) * (fromLeft ? 1 : -1);
    if (!fromLeft) b.classList.add('left');
    b.style.top = top + 'px';
    b.style.left = x + 'px';
    sea.appendChild(b);
    var timer = setInterval(function () {
      x += speed;
      b.style.left = x + 'px';
      if (x < -80 || x > sea.clientWidth + 80) {
        clearInterval(timer);
        b.remove();
      }
    }, 16);
    b.addEventListener('click', function () {
      if (busy) return;
      busy = true;
      JL.api('shoot', { stake: JL.stake, fish: f.key })
        .then(function (d) {
          var boom = document.createElement('div');
          boom.className = 'boom';
          boom.textContent = d.hit ? '捕获' : '未中';
          boom.classList.add(d.hit ? 'hit' : 'miss');
          boom.style.left = b.style.left;
          boom.style.top = b.style.top;
          sea.appendChild(boom);
          setTimeout(function () {
            boom.remove();
          }, 500);
          if (d.hit) {
            clearInterval(timer);
            b.remove();
            JL.result('捕获' + f.name + '！赢得 ' + JL.yuan(d.payout) + ' 元', 'win');
          } else JL.result('没打中，继续瞄准', 'lose');
        })
        .catch(function (e) {
          JL.toast(e.message);
        })
        .then(function () {
          busy = false;
        });
    });
  }
  for (var i = 0; i < 5; i++) spawn();
  setInterval(function () {
    if (sea.querySelectorAll('.fish-t').length < 8) spawn();
  }, 900);
})();
