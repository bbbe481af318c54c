<?php
/**
 * Title: Atelier features
 * Slug: atelier-theme/features
 * Categories: atelier, featured
 * Description: Chat, photo and video side by side, each ready for visitors.
 *
 * @package Atelier_Theme
 */

?>
<!-- wp:columns {"align":"wide"} -->
<div class="wp-block-columns alignwide">
<!-- wp:column -->
<div class="wp-block-column">
<!-- wp:group {"className":"atelier-feature-card","layout":{"type":"constrained"}} -->
<div class="wp-block-group atelier-feature-card">
<!-- wp:heading {"level":3} -->
<h3><?php echo esc_html__( 'Live AI Chat', 'atelier-theme' ); ?></h3>
<!-- /wp:heading -->
<!-- wp:atelier/chat /-->
</div>
<!-- /wp:group -->
</div>
<!-- /wp:column -->
<!-- wp:column -->
<div class="wp-block-column">
<!-- wp:group {"className":"atelier-feature-card","layout":{"type":"constrained"}} -->
<div class="wp-block-group atelier-feature-card">
<!-- wp:heading {"level":3} -->
<h3><?php echo esc_html__( 'Live Photo', 'atelier-theme' ); ?></h3>
<!-- /wp:heading -->
<!-- wp:atelier/photo /-->
</div>
<!-- /wp:group -->
</div>
<!-- /wp:column -->
<!-- wp:column -->
<div class="wp-block-column">
<!-- wp:group {"className":"atelier-feature-card","layout":{"type":"constrained"}} -->
<div class="wp-block-group atelier-feature-card">
<!-- wp:heading {"level":3} -->
<h3><?php echo esc_html__( 'Live Video', 'atelier-theme' ); ?></h3>
<!-- /wp:heading -->
<!-- wp:atelier/video /-->
</div>
<!-- /wp:group -->
</div>
<!-- /wp:column -->
</div>
<!-- /wp:columns -->
