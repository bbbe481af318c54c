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

/**
 * One card of the features pattern: a heading over an Atelier block. `$title` comes translated.
 *
 * @param string $title   The card's heading.
 * @param string $feature The Atelier block: chat, photo or video.
 */
function atelier_theme_feature_card( $title, $feature ) {
	?>
<!-- wp:column -->
<div class="wp-block-column">
<!-- wp:group {"className":"atelier-feature-card","layout":{"type":"constrained"}} -->
<div class="wp-block-group atelier-feature-card">
<!-- wp:heading {"level":3} -->
<h3><?php echo esc_html( $title ); ?></h3>
<!-- /wp:heading -->
<!-- wp:atelier/<?php echo esc_attr( $feature ); ?> /-->
</div>
<!-- /wp:group -->
</div>
<!-- /wp:column -->
<?php
}

/**
 * The section of the ai-chat, ai-photo and ai-video patterns: a heading, a line of text and the block.
 * `$title` and `$text` come translated.
 *
 * @param string $title   The section's heading.
 * @param string $text    The line under the heading.
 * @param string $feature The Atelier block: chat, photo or video.
 */
function atelier_theme_feature_section( $title, $text, $feature ) {
	?>
<!-- wp:group {"layout":{"type":"constrained"},"style":{"spacing":{"padding":{"top":"2rem","bottom":"2rem"}}}} -->
<div class="wp-block-group" style="padding-top:2rem;padding-bottom:2rem">
<!-- wp:heading -->
<h2><?php echo esc_html( $title ); ?></h2>
<!-- /wp:heading -->
<!-- wp:paragraph {"textColor":"muted"} -->
<p class="has-muted-color has-text-color"><?php echo esc_html( $text ); ?></p>
<!-- /wp:paragraph -->
<!-- wp:atelier/<?php echo esc_attr( $feature ); ?> /-->
</div>
<!-- /wp:group -->
<?php
}
