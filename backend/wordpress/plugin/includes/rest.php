<?php
/**
 * POST /wp-json/atelier/v1/generate {feature, prompt}: the visitor forms' only endpoint.
 *
 * @package Atelier
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the route.
 */
function atelier_register_rest_routes() {
	register_rest_route(
		'atelier/v1',
		'/generate',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'atelier_rest_generate',
			'permission_callback' => 'atelier_rest_permission',
			'args'                => array(
				'feature' => array(
					'type'     => 'string',
					'enum'     => array_keys( atelier_features() ),
					'required' => true,
				),
				'prompt'  => array(
					'type'              => 'string',
					'required'          => true,
					'minLength'         => 1,
					'maxLength'         => ATELIER_MAX_PROMPT_LENGTH,
					'sanitize_callback' => 'atelier_sanitize_prompt',
				),
			),
		)
	);
}
add_action( 'rest_api_init', 'atelier_register_rest_routes' );

/**
 * Open to visitors (the forms are public), but only from pages of this site (nonce) and at a bounded rate.
 *
 * @param WP_REST_Request $request Request.
 * @return true|WP_Error
 */
function atelier_rest_permission( $request ) {
	if ( ! wp_verify_nonce( (string) $request->get_header( 'X-WP-Nonce' ), 'wp_rest' ) ) {
		return new WP_Error( 'atelier_bad_nonce', __( 'This page has expired. Please reload it and try again.', 'atelier' ), array( 'status' => 403 ) );
	}
	return atelier_rate_limit_check();
}

/**
 * Each visitor address may generate a bounded number of times per window, so one visitor cannot spend the site's quota.
 *
 * @return true|WP_Error
 */
function atelier_rate_limit_check() {
	$limit  = (int) apply_filters( 'atelier_rate_limit', 10 );
	$window = (int) apply_filters( 'atelier_rate_limit_window', 10 * MINUTE_IN_SECONDS );
	if ( $limit <= 0 ) {
		return true;
	}
	$ip    = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	$key   = 'atelier_rl_' . md5( $ip );
	$count = (int) get_transient( $key );
	if ( $count >= $limit ) {
		return new WP_Error( 'atelier_rate_limited', __( 'Too many requests. Please wait a few minutes and try again.', 'atelier' ), array( 'status' => 429 ) );
	}
	set_transient( $key, $count + 1, $window );
	return true;
}

/**
 * Generates and answers the escaped HTML to show, so the script never builds markup from API data.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function atelier_rest_generate( $request ) {
	$feature = (string) $request->get_param( 'feature' );
	$prompt  = (string) $request->get_param( 'prompt' );
	$value   = atelier_generate( $feature, $prompt );
	if ( is_wp_error( $value ) ) {
		$data = $value->get_error_data();
		if ( is_array( $data ) && isset( $data['retry_after'] ) ) {
			$response = new WP_REST_Response(
				array(
					'code'    => $value->get_error_code(),
					'message' => $value->get_error_message(),
					'data'    => array( 'status' => 429 ),
				),
				429
			);
			$response->header( 'Retry-After', (string) $data['retry_after'] );
			return $response;
		}
		return $value;
	}
	return new WP_REST_Response(
		array(
			'feature' => $feature,
			'html'    => atelier_render_result( $feature, $value, $prompt ),
		),
		200
	);
}
