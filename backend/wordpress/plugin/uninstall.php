<?php
/**
 * Deleting the plugin removes its settings (and with them the API key).
 *
 * @package Atelier
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

// The Atelier theme bundles the plugin and shares its settings: keep them while it is active.
if ( 'atelier-theme' !== get_template() ) {
	delete_option( 'atelier_settings' );
}
