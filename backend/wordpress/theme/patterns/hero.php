<?php
/**
 * Title: Atelier hero
 * Slug: atelier-theme/hero
 * Categories: atelier, featured
 * Description: Headline and introduction of the AI showcase.
 *
 * @package Atelier_Theme
 */

?>
<!-- wp:group {"align":"wide","layout":{"type":"constrained"},"style":{"spacing":{"padding":{"top":"4rem","bottom":"2rem"}}}} -->
<div class="wp-block-group alignwide" style="padding-top:4rem;padding-bottom:2rem">
<!-- wp:heading {"textAlign":"center","level":1} -->
<h1 class="has-text-align-center"><?php echo esc_html__( 'Create with AI, right on your site', 'atelier-theme' ); ?></h1>
<!-- /wp:heading -->
<!-- wp:paragraph {"align":"center","textColor":"muted"} -->
<p class="has-text-align-center has-muted-color has-text-color"><?php echo esc_html__( 'Chat, generate photos and make short videos. What you see is exactly what you download.', 'atelier-theme' ); ?></p>
<!-- /wp:paragraph -->
</div>
<!-- /wp:group -->
