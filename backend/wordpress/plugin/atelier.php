<?php
/**
 * Plugin Name:       Atelier
 * Description:       AI chat, photo and video generation for any WordPress site, through shortcodes and blocks. Your Atelier API key stays on the server.
 * Version:           1.0.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Author:            Atelier
 * License:           GPL v2 or later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       atelier
 *
 * @package Atelier
 */

/*
 * Atelier is free software: you can redistribute it and/or modify it under the terms of the GNU
 * General Public License as published by the Free Software Foundation, either version 2 of the
 * License, or (at your option) any later version. It is distributed WITHOUT ANY WARRANTY; see
 * https://www.gnu.org/licenses/gpl-2.0.html for details.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// The Atelier theme bundles this plugin: whichever copy loads first wins, the other stays inert.
if ( defined( 'ATELIER_VERSION' ) ) {
	return;
}

define( 'ATELIER_VERSION', '1.0.0' );
define( 'ATELIER_PLUGIN_FILE', __FILE__ );
define( 'ATELIER_PLUGIN_DIR', __DIR__ . '/' );
// The theme defines this first when it loads its bundled copy, as plugin_dir_url() only knows plugins.
if ( ! defined( 'ATELIER_PLUGIN_URL' ) ) {
	define( 'ATELIER_PLUGIN_URL', plugin_dir_url( __FILE__ ) );
}

require_once ATELIER_PLUGIN_DIR . 'includes/settings.php';
require_once ATELIER_PLUGIN_DIR . 'includes/api-client.php';
require_once ATELIER_PLUGIN_DIR . 'includes/render.php';
require_once ATELIER_PLUGIN_DIR . 'includes/shortcodes.php';
require_once ATELIER_PLUGIN_DIR . 'includes/blocks.php';
require_once ATELIER_PLUGIN_DIR . 'includes/rest.php';

/**
 * Loads translations. Hooked to `init` (not `plugins_loaded`), which also fires when the theme loads the bundled copy.
 */
function atelier_load_textdomain() {
	load_plugin_textdomain( 'atelier', false, dirname( plugin_basename( ATELIER_PLUGIN_FILE ) ) . '/languages' );
}
add_action( 'init', 'atelier_load_textdomain' );

/**
 * Registers the front-end form script and style; they are enqueued only by pages that show a form.
 */
function atelier_register_assets() {
	wp_register_style( 'atelier', ATELIER_PLUGIN_URL . 'assets/atelier.css', array(), ATELIER_VERSION );
	wp_register_script( 'atelier', ATELIER_PLUGIN_URL . 'assets/atelier.js', array(), ATELIER_VERSION, true );
	wp_localize_script(
		'atelier',
		'atelierConfig',
		array(
			'endpoint' => esc_url_raw( rest_url( 'atelier/v1/generate' ) ),
			'nonce'    => wp_create_nonce( 'wp_rest' ),
			'busy'     => __( 'Generating...', 'atelier' ),
			'failed'   => __( 'Sorry, something went wrong.', 'atelier' ),
		)
	);
}
add_action( 'init', 'atelier_register_assets' );

register_activation_hook( __FILE__, 'atelier_activate' );

/**
 * Stores the default settings once; an existing configuration (e.g. saved through the theme's copy) is kept.
 */
function atelier_activate() {
	add_option( ATELIER_OPTION, atelier_default_settings() );
}
