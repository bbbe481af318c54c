<?php
/**
 * Settings → Atelier: the API URL and the API key, through the Settings API.
 *
 * @package Atelier
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'ATELIER_OPTION', 'atelier_settings' );
define( 'ATELIER_SETTINGS_PAGE', 'atelier' );
define( 'ATELIER_DEFAULT_API_URL', 'http://localhost:3000' );

/**
 * The settings as stored before anything is saved.
 *
 * @return array{api_url: string, api_key: string}
 */
function atelier_default_settings() {
	return array(
		'api_url' => ATELIER_DEFAULT_API_URL,
		'api_key' => '',
	);
}

/**
 * The current settings, with defaults for anything missing.
 *
 * @return array{api_url: string, api_key: string}
 */
function atelier_get_settings() {
	$stored = get_option( ATELIER_OPTION, array() );
	$merged = wp_parse_args( is_array( $stored ) ? $stored : array(), atelier_default_settings() );
	return array(
		'api_url' => (string) $merged['api_url'],
		'api_key' => (string) $merged['api_key'],
	);
}

/**
 * Registers the option, its section and fields.
 */
function atelier_register_settings() {
	register_setting(
		'atelier',
		ATELIER_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'atelier_sanitize_settings',
			'default'           => atelier_default_settings(),
			'show_in_rest'      => false,
		)
	);
	add_settings_section(
		'atelier_api',
		__( 'Atelier API', 'atelier' ),
		'atelier_render_section',
		ATELIER_SETTINGS_PAGE
	);
	add_settings_field(
		'atelier_api_url',
		__( 'API URL', 'atelier' ),
		'atelier_render_api_url_field',
		ATELIER_SETTINGS_PAGE,
		'atelier_api',
		array( 'label_for' => 'atelier_api_url' )
	);
	add_settings_field(
		'atelier_api_key',
		__( 'API key', 'atelier' ),
		'atelier_render_api_key_field',
		ATELIER_SETTINGS_PAGE,
		'atelier_api',
		array( 'label_for' => 'atelier_api_key' )
	);
}
add_action( 'admin_init', 'atelier_register_settings' );

/**
 * Adds Settings → Atelier.
 */
function atelier_add_settings_page() {
	add_options_page(
		__( 'Atelier', 'atelier' ),
		__( 'Atelier', 'atelier' ),
		'manage_options',
		ATELIER_SETTINGS_PAGE,
		'atelier_render_settings_page'
	);
}
add_action( 'admin_menu', 'atelier_add_settings_page' );

/**
 * Sanitizes a submitted settings form.
 *
 * @param mixed $input Raw option value from options.php.
 * @return array{api_url: string, api_key: string}
 */
function atelier_sanitize_settings( $input ) {
	// options.php has already checked manage_options and the nonce; update_option() callers are trusted code.
	$current = atelier_get_settings();
	$input  = is_array( $input ) ? $input : array();
	$output = $current;

	if ( isset( $input['api_url'] ) ) {
		$url = esc_url_raw( trim( wp_unslash( (string) $input['api_url'] ) ), array( 'http', 'https' ) );
		if ( '' === $url ) {
			add_settings_error( ATELIER_OPTION, 'atelier_api_url', __( 'The API URL must be an http or https address.', 'atelier' ) );
		} else {
			$output['api_url'] = untrailingslashit( $url );
		}
	}

	// The key is never printed back into the form, so an empty field means "keep the saved key".
	if ( ! empty( $input['clear_api_key'] ) ) {
		$output['api_key'] = '';
	} elseif ( isset( $input['api_key'] ) ) {
		$key = preg_replace( '/[^A-Za-z0-9_\-.]/', '', sanitize_text_field( wp_unslash( (string) $input['api_key'] ) ) );
		if ( '' !== $key ) {
			$output['api_key'] = substr( $key, 0, 200 );
		}
	}
	return $output;
}

/**
 * Intro text of the section.
 */
function atelier_render_section() {
	echo '<p>' . esc_html__( 'Create an API key on the Atelier integrations page, then paste it here. Visitors never see the key: the plugin calls the API from your server.', 'atelier' ) . '</p>';
}

/**
 * The API URL field.
 */
function atelier_render_api_url_field() {
	$settings = atelier_get_settings();
	printf(
		'<input type="url" class="regular-text code" id="atelier_api_url" name="%1$s[api_url]" value="%2$s" placeholder="%3$s" required />',
		esc_attr( ATELIER_OPTION ),
		esc_attr( $settings['api_url'] ),
		esc_attr( ATELIER_DEFAULT_API_URL )
	);
	echo '<p class="description">' . esc_html__( 'Address of the Atelier site, without /api.', 'atelier' ) . '</p>';
}

/**
 * The API key field: write-only, showing only the last characters of a saved key.
 */
function atelier_render_api_key_field() {
	$settings = atelier_get_settings();
	$saved    = '' !== $settings['api_key'];
	printf(
		'<input type="password" class="regular-text code" id="atelier_api_key" name="%1$s[api_key]" value="" autocomplete="off" placeholder="%2$s" />',
		esc_attr( ATELIER_OPTION ),
		esc_attr( $saved ? __( 'Saved — leave empty to keep it', 'atelier' ) : __( 'Paste your API key', 'atelier' ) )
	);
	if ( $saved ) {
		echo '<p class="description">' . esc_html(
			sprintf(
				/* translators: %s: the last four characters of the saved API key. */
				__( 'A key ending in %s is saved.', 'atelier' ),
				substr( $settings['api_key'], -4 )
			)
		) . '</p>';
		printf(
			'<label><input type="checkbox" name="%s[clear_api_key]" value="1" /> %s</label>',
			esc_attr( ATELIER_OPTION ),
			esc_html__( 'Remove the saved key', 'atelier' )
		);
	}
}

/**
 * The settings page.
 */
function atelier_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'You do not have permission to change these settings.', 'atelier' ), 403 );
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	echo '<form action="' . esc_url( admin_url( 'options.php' ) ) . '" method="post">';
	settings_fields( 'atelier' );
	do_settings_sections( ATELIER_SETTINGS_PAGE );
	submit_button();
	echo '</form>';
	echo '<h2>' . esc_html__( 'Usage', 'atelier' ) . '</h2><p>';
	echo esc_html__( 'Add an Atelier Chat, Photo or Video block, or one of these shortcodes:', 'atelier' );
	echo ' <code>[atelier_chat]</code> <code>[atelier_photo]</code> <code>[atelier_video]</code></p>';
	echo '</div>';
}

/**
 * A "Settings" link beside Deactivate on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function atelier_plugin_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=' . ATELIER_SETTINGS_PAGE );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'atelier' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . plugin_basename( ATELIER_PLUGIN_FILE ), 'atelier_plugin_action_links' );
