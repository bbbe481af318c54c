<?php
/**
 * Atelier theme setup. The theme bundles the Atelier plugin ("Includes plugin") in inc/atelier-plugin/.
 *
 * @package Atelier_Theme
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'ATELIER_THEME_VERSION', '1.0.0' );

/*
 * Plugins load before the theme, so an active standalone Atelier plugin has already defined
 * ATELIER_VERSION by now; the bundled copy loads only without it, and both never run together.
 */
if ( ! defined( 'ATELIER_VERSION' ) && file_exists( get_template_directory() . '/inc/atelier-plugin/atelier.php' ) ) {
	define( 'ATELIER_PLUGIN_URL', trailingslashit( get_template_directory_uri() ) . 'inc/atelier-plugin/' );
	require_once get_template_directory() . '/inc/atelier-plugin/atelier.php';
}

/**
 * Theme supports beyond what a block theme gets by default.
 */
function atelier_theme_setup() {
	add_theme_support( 'wp-block-styles' );
	add_editor_style( 'style.css' );
}
add_action( 'after_setup_theme', 'atelier_theme_setup' );

/**
 * The few styles theme.json cannot express.
 */
function atelier_theme_enqueue_styles() {
	wp_enqueue_style( 'atelier-theme', get_stylesheet_uri(), array(), ATELIER_THEME_VERSION );
}
add_action( 'wp_enqueue_scripts', 'atelier_theme_enqueue_styles' );

/**
 * The pattern category of the showcase patterns in patterns/.
 */
function atelier_theme_register_pattern_category() {
	register_block_pattern_category( 'atelier', array( 'label' => __( 'Atelier AI', 'atelier-theme' ) ) );
}
add_action( 'init', 'atelier_theme_register_pattern_category' );
