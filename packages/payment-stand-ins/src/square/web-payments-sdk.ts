/**
 * The stand-in of Square's Web Payments SDK (`GET /v1/square.js`): `window.Square.payments(appId,
 * locationId)` with `card()` (`attach`, `tokenize`, `destroy`) and `verifyBuyer(token, details)`.
 * The card inputs live in an iframe served by the stand-in (its own origin), so the page that
 * embeds it never sees the card number; the two talk by postMessage, each checking the other's
 * origin. The script is plain ES2017 with no dependencies and is served as is.
 */
export function webPaymentsSdkScript(standInOrigin: string): string {
  return SCRIPT.replace('__STAND_IN_ORIGIN__', JSON.stringify(standInOrigin));
}

const SCRIPT = String.raw`(function () {
  'use strict';
  var ORIGIN = __STAND_IN_ORIGIN__;
  var PREFIX = 'sq-stand-in:';
  var nextId = 1;

  function postJson(path, body) {
    return fetch(ORIGIN + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (json) {
        return { ok: response.ok, json: json };
      });
    });
  }

  function Card() {
    this._iframe = null;
    this._ready = null;
    this._resolveReady = null;
    this._pending = {};
    this._onMessage = this._onMessage.bind(this);
  }

  Card.prototype.attach = function (target) {
    var container = typeof target === 'string' ? document.querySelector(target) : target;
    if (!container) return Promise.reject(new Error('Card.attach: nothing matches ' + String(target)));
    if (this._iframe) return Promise.reject(new Error('Card.attach: this card is already attached'));
    var self = this;
    var iframe = document.createElement('iframe');
    iframe.src = ORIGIN + '/v1/card-frame.html?parentOrigin=' + encodeURIComponent(window.location.origin);
    iframe.title = 'Card details';
    iframe.setAttribute('data-sq-stand-in', 'card');
    iframe.style.cssText = 'border:0;width:100%;min-width:0;height:260px;display:block;background:transparent';
    this._ready = new Promise(function (resolve) {
      self._resolveReady = resolve;
    });
    window.addEventListener('message', this._onMessage);
    container.appendChild(iframe);
    this._iframe = iframe;
    return this._ready;
  };

  Card.prototype._onMessage = function (event) {
    if (event.origin !== ORIGIN || !this._iframe || event.source !== this._iframe.contentWindow) return;
    var data = event.data || {};
    if (data.type === PREFIX + 'ready') {
      this._resolveReady();
    } else if (data.type === PREFIX + 'height' && typeof data.height === 'number') {
      this._iframe.style.height = Math.ceil(data.height) + 'px';
    } else if (data.type === PREFIX + 'tokenized' && this._pending[data.id]) {
      var resolve = this._pending[data.id];
      delete this._pending[data.id];
      resolve(data.result);
    }
  };

  Card.prototype.tokenize = function () {
    var self = this;
    if (!this._iframe) return Promise.reject(new Error('Card.tokenize: attach the card first'));
    var id = 'tokenize-' + nextId++;
    return this._ready.then(function () {
      return new Promise(function (resolve) {
        self._pending[id] = resolve;
        self._iframe.contentWindow.postMessage({ type: PREFIX + 'tokenize', id: id }, ORIGIN);
      });
    });
  };

  Card.prototype.destroy = function () {
    window.removeEventListener('message', this._onMessage);
    if (this._iframe && this._iframe.parentNode) this._iframe.parentNode.removeChild(this._iframe);
    this._iframe = null;
    return Promise.resolve(true);
  };

  function el(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (text) node.textContent = text;
    return node;
  }

  var CHALLENGE_STYLE = [
    '[data-sq-stand-in=overlay]{position:fixed;inset:0;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center;z-index:2147483647;padding:16px;box-sizing:border-box}',
    '[data-sq-stand-in=overlay] [role=dialog]{background:#fff;color:#1a1a1a;max-width:420px;width:100%;box-sizing:border-box;padding:24px;border-radius:8px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
    '[data-sq-stand-in=overlay] h2{font-size:1.25rem;margin:0 0 8px}',
    '[data-sq-stand-in=overlay] p{margin:0 0 20px}',
    '[data-sq-stand-in=overlay] .sq-actions{display:flex;flex-wrap:wrap;gap:12px}',
    '[data-sq-stand-in=overlay] button{font:inherit;font-weight:600;min-height:44px;padding:8px 16px;border-radius:4px;cursor:pointer;border:2px solid #1a1a1a}',
    '[data-sq-stand-in=overlay] .sq-primary{background:#0b57d0;border-color:#0b57d0;color:#fff}',
    '[data-sq-stand-in=overlay] .sq-secondary{background:#fff;color:#1a1a1a}',
    '[data-sq-stand-in=overlay] button:focus-visible{outline:3px solid #1a1a1a;outline-offset:3px}',
  ].join('\n');

  /** The issuer's check, as the real SDK shows it: a modal the buyer completes or fails. */
  function challenge() {
    return new Promise(function (resolve) {
      var previousFocus = document.activeElement;
      var overlay = el('div', { 'data-sq-stand-in': 'overlay' });
      overlay.appendChild(el('style', {}, CHALLENGE_STYLE));
      var dialog = el('div', {
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'sq-stand-in-challenge-title',
        'aria-describedby': 'sq-stand-in-challenge-text',
      });
      dialog.appendChild(el('h2', { id: 'sq-stand-in-challenge-title' }, 'Confirm this card with your bank'));
      dialog.appendChild(
        el(
          'p',
          { id: 'sq-stand-in-challenge-text' },
          'Your bank wants to check that it is you adding this card. A real bank would ask for a code it sends you or for approval in its app. This is a test: choose what the bank decides.',
        ),
      );
      var actions = el('div', { class: 'sq-actions' });
      var complete = el('button', { type: 'button', class: 'sq-primary' }, 'Complete authentication');
      var fail = el('button', { type: 'button', class: 'sq-secondary' }, 'Fail authentication');
      actions.appendChild(complete);
      actions.appendChild(fail);
      dialog.appendChild(actions);
      overlay.appendChild(dialog);

      function finish(outcome) {
        document.removeEventListener('keydown', onKey, true);
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
        resolve(outcome);
      }
      function onKey(event) {
        if (event.key === 'Escape') {
          event.preventDefault();
          finish('fail');
        } else if (event.key === 'Tab') {
          // Focus stays in the dialog: its two buttons.
          event.preventDefault();
          (document.activeElement === complete ? fail : complete).focus();
        }
      }
      complete.addEventListener('click', function () {
        finish('complete');
      });
      fail.addEventListener('click', function () {
        finish('fail');
      });
      document.addEventListener('keydown', onKey, true);
      document.body.appendChild(overlay);
      complete.focus();
    });
  }

  function verifyBuyerError(message) {
    var error = new Error(message);
    error.name = 'VerifyBuyerError';
    return error;
  }

  function verifyBuyer(token, verificationDetails) {
    return postJson('/stand-in/verifications', { sourceId: token, details: verificationDetails || null }).then(
      function (response) {
        if (!response.ok) throw verifyBuyerError((response.json.errors || [{}])[0].message || 'Verification failed');
        if (!response.json.challengeId) {
          return { token: response.json.verificationToken, userChallenged: false };
        }
        return challenge().then(function (outcome) {
          return postJson('/stand-in/verifications/' + encodeURIComponent(response.json.challengeId), {
            outcome: outcome,
          }).then(function (answer) {
            if (!answer.ok || !answer.json.verificationToken) {
              throw verifyBuyerError('Your bank could not confirm this card');
            }
            return { token: answer.json.verificationToken, userChallenged: true };
          });
        });
      },
    );
  }

  window.Square = {
    payments: function (applicationId, locationId) {
      if (!applicationId || !locationId) throw new Error('Square.payments: an application id and a location id are required');
      return {
        card: function () {
          return Promise.resolve(new Card());
        },
        verifyBuyer: verifyBuyer,
      };
    },
  };
})();
`;
