<?php
/**
 * Dynamic blocks atelier/chat, atelier/photo and atelier/video: rendered on the server like the shortcodes.
 *
 * @package Atelier
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the editor script (plain JavaScript on the wp.* globals, no build step) and the blocks.
 */
function atelier_register_blocks() {
	wp_register_script(
		'atelier-blocks',
		ATELIER_PLUGIN_URL . 'assets/blocks.js',
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		ATELIER_VERSION,
		true
	);
	foreach ( array_keys( atelier_features() ) as $feature ) {
		register_block_type(
			'atelier/' . $feature,
			array(
				'api_version'     => 2,
				'editor_script'   => 'atelier-blocks',
				'style'           => 'atelier',
				'attributes'      => array(
					'prompt' => array(
						'type'    => 'string',
						'default' => '',
					),
				),
				'supports'        => array(
					'html'  => false,
					'align' => array( 'wide', 'full' ),
				),
				'render_callback' => static function ( $attributes ) use ( $feature ) {
					$prompt  = isset( $attributes['prompt'] ) ? (string) $attributes['prompt'] : '';
					$wrapper = get_block_wrapper_attributes( array( 'class' => 'atelier atelier--' . $feature ) );
					return atelier_render_feature( $feature, $prompt, $wrapper );
				},
			)
		);
	}
}
add_action( 'init', 'atelier_register_blocks' );
