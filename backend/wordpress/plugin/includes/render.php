<?php
/**
 * HTML of the features: the visitor form and the generated result. Everything printed is escaped here.
 *
 * @package Atelier
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Labels of each feature's form.
 *
 * @param string $feature 'chat', 'photo' or 'video'.
 * @return array{title: string, label: string, placeholder: string, button: string}
 */
function atelier_feature_labels( $feature ) {
	$labels = array(
		'chat'  => array(
			'title'       => __( 'AI Chat', 'atelier' ),
			'label'       => __( 'Your message', 'atelier' ),
			'placeholder' => __( 'Ask anything…', 'atelier' ),
			'button'      => __( 'Send', 'atelier' ),
		),
		'photo' => array(
			'title'       => __( 'AI Photo', 'atelier' ),
			'label'       => __( 'Describe the photo', 'atelier' ),
			'placeholder' => __( 'A lighthouse at dawn', 'atelier' ),
			'button'      => __( 'Generate Photo', 'atelier' ),
		),
		'video' => array(
			'title'       => __( 'AI Video', 'atelier' ),
			'label'       => __( 'Describe the video', 'atelier' ),
			'placeholder' => __( 'Waves rolling onto a beach', 'atelier' ),
			'button'      => __( 'Generate Video', 'atelier' ),
		),
	);
	return $labels[ $feature ];
}

/**
 * The generated result: a paragraph of text, an image or a video.
 *
 * @param string $feature Feature name.
 * @param string $value   Text, or absolute media URL.
 * @param string $prompt  Prompt it was generated from (alt text / label).
 * @return string
 */
function atelier_render_result( $feature, $value, $prompt ) {
	if ( 'photo' === $feature ) {
		return sprintf(
			'<figure class="atelier-result atelier-result--photo"><img src="%1$s" alt="%2$s" loading="lazy" decoding="async" /></figure>',
			esc_url( $value ),
			esc_attr( $prompt )
		);
	}
	if ( 'video' === $feature ) {
		return sprintf(
			'<figure class="atelier-result atelier-result--video"><video src="%1$s" controls preload="metadata" playsinline aria-label="%2$s"></video></figure>',
			esc_url( $value ),
			esc_attr( $prompt )
		);
	}
	return '<div class="atelier-result atelier-result--chat">' . wp_kses_post( wpautop( esc_html( $value ) ) ) . '</div>';
}

/**
 * An error a visitor may see.
 *
 * @param WP_Error $error Error from atelier_generate().
 * @return string
 */
function atelier_render_error( $error ) {
	return '<p class="atelier-error" role="alert">' . esc_html( $error->get_error_message() ) . '</p>';
}

/**
 * A feature for a page: with a prompt, the result generated now (cached); without, the visitor form.
 *
 * @param string $feature            'chat', 'photo' or 'video'.
 * @param string $prompt             Prompt given by the page author, or ''.
 * @param string $wrapper_attributes Escaped attributes of the wrapper (blocks pass get_block_wrapper_attributes()).
 * @return string
 */
function atelier_render_feature( $feature, $prompt, $wrapper_attributes = '' ) {
	$prompt = atelier_sanitize_prompt( $prompt );
	$inner  = '' === $prompt ? atelier_render_form( $feature ) : atelier_render_prompted( $feature, $prompt );
	if ( '' === $wrapper_attributes ) {
		$wrapper_attributes = sprintf( 'class="atelier atelier--%s"', esc_attr( $feature ) );
	}
	// Both parts are built from escaped pieces.
	return '<div ' . $wrapper_attributes . '>' . $inner . '</div>';
}

/**
 * The result for an author's prompt. Cached, so each page view does not spend the site's quota again.
 *
 * @param string $feature Feature name.
 * @param string $prompt  Sanitized prompt.
 * @return string
 */
function atelier_render_prompted( $feature, $prompt ) {
	$settings  = atelier_get_settings();
	$cache_key = 'atelier_' . md5( $feature . "\n" . $prompt . "\n" . $settings['api_url'] );
	$value     = get_transient( $cache_key );
	if ( ! is_string( $value ) || '' === $value ) {
		$value = atelier_generate( $feature, $prompt );
		if ( is_wp_error( $value ) ) {
			return atelier_render_error( $value );
		}
		set_transient( $cache_key, $value, (int) apply_filters( 'atelier_result_cache_seconds', DAY_IN_SECONDS, $feature ) );
	}
	return atelier_render_result( $feature, $value, $prompt );
}

/**
 * The visitor form; assets/atelier.js posts it to the REST route, never to the API.
 *
 * @param string $feature Feature name.
 * @return string
 */
function atelier_render_form( $feature ) {
	static $count = 0;
	++$count;
	wp_enqueue_script( 'atelier' );
	wp_enqueue_style( 'atelier' );

	$labels = atelier_feature_labels( $feature );
	$id     = 'atelier-prompt-' . $count;
	$field  = 'chat' === $feature
		? sprintf( '<textarea id="%1$s" name="prompt" rows="3" maxlength="%2$d" placeholder="%3$s" required></textarea>', esc_attr( $id ), ATELIER_MAX_PROMPT_LENGTH, esc_attr( $labels['placeholder'] ) )
		: sprintf( '<input id="%1$s" type="text" name="prompt" maxlength="%2$d" placeholder="%3$s" required />', esc_attr( $id ), ATELIER_MAX_PROMPT_LENGTH, esc_attr( $labels['placeholder'] ) );

	return sprintf(
		'<form class="atelier-form" data-atelier-feature="%1$s" aria-label="%7$s"><h3 class="atelier-form__title">%2$s</h3><label class="atelier-form__label" for="%3$s">%4$s</label>%5$s<button class="atelier-form__button wp-element-button" type="submit" data-label="%6$s">%6$s</button><div class="atelier-output" aria-live="polite"></div></form>',
		esc_attr( $feature ),
		esc_html( $labels['title'] ),
		esc_attr( $id ),
		esc_html( $labels['label'] ),
		$field,
		esc_html( $labels['button'] ),
		esc_attr( $labels['title'] )
	);
}
