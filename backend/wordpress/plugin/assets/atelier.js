/* Atelier visitor forms: posts the prompt to this site's REST route (never to the Atelier API) and shows the answer. */
(function () {
	'use strict';

	var config = window.atelierConfig || {};

	function show(output, html, isError) {
		if (isError) {
			output.textContent = '';
			var message = document.createElement('p');
			message.className = 'atelier-error';
			message.setAttribute('role', 'alert');
			message.textContent = html;
			output.appendChild(message);
			return;
		}
		// Escaped on the server by atelier_render_result().
		output.innerHTML = html;
	}

	function submit(form, event) {
		event.preventDefault();
		var field = form.querySelector('[name="prompt"]');
		var button = form.querySelector('button[type="submit"]');
		var output = form.querySelector('.atelier-output');
		var prompt = field.value.trim();
		if (!prompt || button.disabled) return;

		button.disabled = true;
		button.textContent = config.busy || '...';
		form.setAttribute('aria-busy', 'true');
		fetch(config.endpoint, {
			method: 'POST',
			credentials: 'same-origin',
			headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': config.nonce },
			body: JSON.stringify({ feature: form.getAttribute('data-atelier-feature'), prompt: prompt })
		})
			.then(function (response) {
				return response.json().then(
					function (body) {
						return { ok: response.ok, body: body };
					},
					function () {
						return { ok: false, body: {} };
					}
				);
			})
			.then(function (result) {
				if (result.ok && typeof result.body.html === 'string') {
					show(output, result.body.html, false);
					// A chat box is ready for the next message; a photo or video prompt stays for tweaking.
					if (field.tagName === 'TEXTAREA') field.value = '';
				} else {
					show(output, (result.body && result.body.message) || config.failed, true);
				}
			})
			.catch(function () {
				show(output, config.failed, true);
			})
			.then(function () {
				button.disabled = false;
				button.textContent = button.getAttribute('data-label');
				form.removeAttribute('aria-busy');
			});
	}

	function init() {
		var forms = document.querySelectorAll('form.atelier-form');
		Array.prototype.forEach.call(forms, function (form) {
			form.addEventListener('submit', function (event) {
				submit(form, event);
			});
			var field = form.querySelector('textarea[name="prompt"]');
			// Enter sends, Shift+Enter starts a new line, as in the Atelier chat.
			if (field) {
				field.addEventListener('keydown', function (event) {
					if (event.key === 'Enter' && !event.shiftKey) {
						event.preventDefault();
						form.requestSubmit ? form.requestSubmit() : submit(form, event);
					}
				});
			}
		});
	}

	if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
	else init();
})();
