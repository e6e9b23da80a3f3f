/**
 * The card iframe of the Web Payments SDK stand-in (`GET /v1/card-frame.html?parentOrigin=…`):
 * labelled inputs for the card number, expiry, security code and postcode. On the parent's
 * `tokenize` message (accepted only from `parentOrigin`) it posts the details to the stand-in's
 * nonce endpoint (same origin as the frame) and answers the parent with the SDK's result shape.
 * Colours meet WCAG 2.2 AA (text ≥ 4.5:1, borders and focus rings ≥ 3:1); it fits 320 px and up.
 */
export const CARD_FRAME_HTML = String.raw`<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<style>
  html, body { margin: 0; background: #fff; }
  body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; }
  form { display: grid; gap: 12px; padding: 4px; }
  .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  @media (max-width: 300px) { .pair { grid-template-columns: 1fr; } }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  .hint { font-weight: 400; color: #4a4a4a; }
  input {
    box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 10px; font: inherit;
    color: #1a1a1a; background: #fff; border: 2px solid #595959; border-radius: 4px;
  }
  input:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .error { margin: 4px 0 0; color: #b3261e; font-size: 0.875rem; }
  .error[hidden] { display: none; }
</style>
</head>
<body>
<form id="card-form" novalidate>
  <div>
    <label for="card-number">Card number</label>
    <input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" spellcheck="false">
    <p class="error" id="card-number-error" hidden></p>
  </div>
  <div class="pair">
    <div>
      <label for="expiration-date">Expiry <span class="hint">(MM/YY)</span></label>
      <input id="expiration-date" name="expirationDate" inputmode="numeric" autocomplete="cc-exp" spellcheck="false">
      <p class="error" id="expiration-date-error" hidden></p>
    </div>
    <div>
      <label for="cvv">Security code <span class="hint">(CVV)</span></label>
      <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" spellcheck="false">
      <p class="error" id="cvv-error" hidden></p>
    </div>
  </div>
  <div>
    <label for="postal-code">Postcode</label>
    <input id="postal-code" name="postalCode" autocomplete="postal-code" autocapitalize="characters" spellcheck="false">
    <p class="error" id="postal-code-error" hidden></p>
  </div>
</form>
<script>
(function () {
  'use strict';
  var PREFIX = 'sq-stand-in:';
  var parentOrigin = new URLSearchParams(window.location.search).get('parentOrigin');
  var inputs = {
    cardNumber: document.getElementById('card-number'),
    expirationDate: document.getElementById('expiration-date'),
    cvv: document.getElementById('cvv'),
    postalCode: document.getElementById('postal-code'),
  };

  function toParent(message) {
    if (parentOrigin && window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }

  function clearErrors() {
    Object.keys(inputs).forEach(function (field) {
      var input = inputs[field];
      var error = document.getElementById(input.id + '-error');
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      error.textContent = '';
      error.hidden = true;
    });
  }

  function showErrors(errors) {
    var first = null;
    errors.forEach(function (e) {
      var input = inputs[e.field];
      if (!input) return;
      var error = document.getElementById(input.id + '-error');
      error.textContent = e.message;
      error.hidden = false;
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
      if (!first) first = input;
    });
    if (first) first.focus();
  }

  function tokenize(id) {
    clearErrors();
    var expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(inputs.expirationDate.value);
    var body = {
      number: inputs.cardNumber.value,
      expMonth: expiry ? expiry[1] : '',
      expYear: expiry ? expiry[2] : '',
      cvc: inputs.cvv.value,
      postcode: inputs.postalCode.value,
    };
    function answer(result) {
      toParent({ type: PREFIX + 'tokenized', id: id, result: result });
    }
    fetch('/stand-in/card-nonces', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (response) {
        return response.json().then(function (json) {
          if (response.ok) return answer({ status: 'OK', token: json.token, details: json.details });
          if (response.status === 400 && json.errors) {
            showErrors(json.errors);
            return answer({ status: 'Invalid', errors: json.errors });
          }
          answer({ status: 'Error', errors: [{ type: 'UNKNOWN', message: 'Something went wrong: try again' }] });
        });
      })
      .catch(function () {
        answer({
          status: 'Error',
          errors: [{ type: 'NETWORK', message: 'We could not reach the card service: try again' }],
        });
      });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var data = event.data || {};
    if (data.type === PREFIX + 'tokenize' && typeof data.id === 'string') tokenize(data.id);
  });

  document.getElementById('card-form').addEventListener('submit', function (event) {
    event.preventDefault();
  });

  function reportHeight() {
    toParent({ type: PREFIX + 'height', height: document.documentElement.scrollHeight });
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(document.body);
  toParent({ type: PREFIX + 'ready' });
  reportHeight();
})();
</script>
</body>
</html>
`;
