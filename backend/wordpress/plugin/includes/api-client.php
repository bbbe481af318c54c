<?php
/**
 * Server-side calls to the Atelier API: the only place the API key is used.
 *
 * @package Atelier
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'ATELIER_MAX_PROMPT_LENGTH', 2000 );

/**
 * What each feature calls and reads: feature → [API path, answer field].
 *
 * @return array<string, array{0: string, 1: string}>
 */
function atelier_features() {
	return array(
		'chat'  => array( '/api/wp/text', 'text' ),
		'photo' => array( '/api/wp/photo', 'image_url' ),
		'video' => array( '/api/wp/video', 'video_url' ),
	);
}

/**
 * Cleans a prompt from a visitor or an attribute: plain text, bounded length.
 *
 * @param mixed $prompt Raw prompt.
 * @return string
 */
function atelier_sanitize_prompt( $prompt ) {
	$prompt = sanitize_textarea_field( (string) $prompt );
	return trim( mb_substr( $prompt, 0, ATELIER_MAX_PROMPT_LENGTH ) );
}

/**
 * Asks the Atelier API to generate for `$feature` ('chat', 'photo' or 'video').
 *
 * @param string $feature Feature name.
 * @param string $prompt  Sanitized prompt.
 * @return string|WP_Error The text, or the absolute image/video URL; WP_Error with `status` (and `retry_after`) data.
 */
function atelier_generate( $feature, $prompt ) {
	$features = atelier_features();
	if ( ! isset( $features[ $feature ] ) ) {
		return new WP_Error( 'atelier_unknown_feature', __( 'Unknown Atelier feature.', 'atelier' ), array( 'status' => 400 ) );
	}
	if ( '' === $prompt ) {
		return new WP_Error( 'atelier_empty_prompt', __( 'Please enter a prompt.', 'atelier' ), array( 'status' => 400 ) );
	}
	$settings = atelier_get_settings();
	if ( '' === $settings['api_key'] ) {
		return new WP_Error( 'atelier_not_configured', __( 'Atelier is not configured yet: add an API key under Settings → Atelier.', 'atelier' ), array( 'status' => 503 ) );
	}

	list( $path, $field ) = $features[ $feature ];
	$base     = untrailingslashit( $settings['api_url'] );
	$response = wp_remote_post(
		$base . $path,
		array(
			// A video is rendered while the request waits.
			'timeout'     => 'video' === $feature ? 120 : 30,
			'redirection' => 0,
			'headers'     => array(
				'Content-Type' => 'application/json',
				'Accept'       => 'application/json',
			),
			'body'        => wp_json_encode(
				array(
					'prompt'  => $prompt,
					'api_key' => $settings['api_key'],
				)
			),
			'data_format' => 'body',
		)
	);
	if ( is_wp_error( $response ) ) {
		return new WP_Error( 'atelier_unreachable', __( 'The AI service cannot be reached right now. Please try again later.', 'atelier' ), array( 'status' => 502 ) );
	}

	$status = (int) wp_remote_retrieve_response_code( $response );
	$body   = json_decode( wp_remote_retrieve_body( $response ), true );
	if ( $status < 200 || $status > 299 ) {
		return atelier_api_error( $status, is_array( $body ) ? $body : array(), wp_remote_retrieve_header( $response, 'retry-after' ) );
	}
	$value = is_array( $body ) && isset( $body[ $field ] ) && is_string( $body[ $field ] ) ? $body[ $field ] : '';
	if ( '' === $value ) {
		return new WP_Error( 'atelier_bad_answer', __( 'Sorry, something went wrong.', 'atelier' ), array( 'status' => 502 ) );
	}
	return 'chat' === $feature ? $value : atelier_absolute_url( $value, $base );
}

/**
 * Media URLs are absolute in the API contract; a relative one is resolved against the API URL anyway.
 *
 * @param string $url  URL from the answer.
 * @param string $base API URL.
 * @return string
 */
function atelier_absolute_url( $url, $base ) {
	if ( 0 === strpos( $url, '/' ) && 0 !== strpos( $url, '//' ) ) {
		$parts = wp_parse_url( $base );
		$port  = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
		return $parts['scheme'] . '://' . $parts['host'] . $port . $url;
	}
	return $url;
}

/**
 * Turns an API error `{statusCode, code, message}` into a WP_Error visitors may see.
 *
 * @param int        $status      HTTP status.
 * @param array      $body        Decoded error body.
 * @param string|int $retry_after Retry-After header.
 * @return WP_Error
 */
function atelier_api_error( $status, $body, $retry_after ) {
	$code = isset( $body['code'] ) && is_string( $body['code'] ) ? $body['code'] : 'HTTP_' . $status;
	$data = array(
		'status'   => 429 === $status ? 429 : 502,
		'api_code' => sanitize_key( $code ),
	);
	if ( 401 === $status || 403 === $status ) {
		// The visitor cannot fix the site's key; the site owner sees the reason in Settings → Atelier.
		$message = __( 'This site\'s AI features are not set up correctly. Please try again later.', 'atelier' );
	} elseif ( 429 === $status ) {
		$message = __( 'This site has reached its AI limit for now. Please try again later.', 'atelier' );
		if ( is_numeric( $retry_after ) ) {
			$data['retry_after'] = (int) $retry_after;
		}
	} elseif ( $status >= 400 && $status < 500 && isset( $body['message'] ) && is_string( $body['message'] ) ) {
		// Validation messages (e.g. a prompt that is too long) are about the visitor's input.
		$message        = $body['message'];
		$data['status']   = 400;
	} else {
		$message = __( 'Sorry, something went wrong.', 'atelier' );
	}
	return new WP_Error( 'atelier_api_error', $message, $data );
}
