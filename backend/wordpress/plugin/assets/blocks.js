/* Editor side of the atelier/chat, atelier/photo and atelier/video blocks; the front end is rendered by PHP. */
(function (wp) {
	'use strict';

	var el = wp.element.createElement;
	var __ = wp.i18n.__;
	var useBlockProps = wp.blockEditor.useBlockProps;
	var InspectorControls = wp.blockEditor.InspectorControls;
	var PanelBody = wp.components.PanelBody;
	var TextareaControl = wp.components.TextareaControl;
	var Placeholder = wp.components.Placeholder;

	var blocks = [
		{ name: 'chat', title: __('Atelier Chat', 'atelier'), icon: 'format-chat', description: __('An AI chat box for your visitors.', 'atelier') },
		{ name: 'photo', title: __('Atelier Photo', 'atelier'), icon: 'format-image', description: __('AI photo generation for your visitors.', 'atelier') },
		{ name: 'video', title: __('Atelier Video', 'atelier'), icon: 'format-video', description: __('AI video generation for your visitors.', 'atelier') }
	];

	blocks.forEach(function (block) {
		wp.blocks.registerBlockType('atelier/' + block.name, {
			apiVersion: 2,
			title: block.title,
			description: block.description,
			category: 'widgets',
			icon: block.icon,
			keywords: ['ai', 'atelier', block.name],
			attributes: { prompt: { type: 'string', default: '' } },
			supports: { html: false, align: ['wide', 'full'] },
			edit: function (props) {
				var prompt = props.attributes.prompt;
				return el(
					'div',
					useBlockProps(),
					el(
						InspectorControls,
						null,
						el(
							PanelBody,
							{ title: __('Fixed prompt', 'atelier') },
							el(TextareaControl, {
								label: __('Prompt', 'atelier'),
								help: __('Leave empty to show a form to visitors; with a prompt, the page shows its result.', 'atelier'),
								value: prompt,
								onChange: function (value) {
									props.setAttributes({ prompt: value });
								}
							})
						)
					),
					el(
						Placeholder,
						{ icon: block.icon, label: block.title },
						prompt
							? __('Shows the result of: ', 'atelier') + prompt
							: __('Visitors see a form here. Set the API key under Settings → Atelier.', 'atelier')
					)
				);
			},
			// Dynamic block: the server renders it.
			save: function () {
				return null;
			}
		});
	});
})(window.wp);
