<?php
/**
 * Shortcodes [atelier_chat], [atelier_photo] and [atelier_video], each with an optional prompt="…".
 *
 * @package Atelier
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the three shortcodes.
 */
function atelier_register_shortcodes() {
	foreach ( array_keys( atelier_features() ) as $feature ) {
		add_shortcode(
			'atelier_' . $feature,
			static function ( $atts ) use ( $feature ) {
				$atts = shortcode_atts( array( 'prompt' => '' ), $atts, 'atelier_' . $feature );
				return atelier_render_feature( $feature, (string) $atts['prompt'] );
			}
		);
	}
}
add_action( 'init', 'atelier_register_shortcodes' );
