<?php
/**
 * Title: Atelier AI Photo
 * Slug: atelier-theme/ai-photo
 * Categories: atelier
 * Keywords: ai, photo, atelier
 * Description: A section with the Atelier photo block.
 *
 * @package Atelier_Theme
 */

?>
<!-- wp:group {"layout":{"type":"constrained"},"style":{"spacing":{"padding":{"top":"2rem","bottom":"2rem"}}}} -->
<div class="wp-block-group" style="padding-top:2rem;padding-bottom:2rem">
<!-- wp:heading -->
<h2><?php echo esc_html__( 'AI Photo', 'atelier-theme' ); ?></h2>
<!-- /wp:heading -->
<!-- wp:paragraph {"textColor":"muted"} -->
<p class="has-muted-color has-text-color"><?php echo esc_html__( 'Describe a picture and see it generated.', 'atelier-theme' ); ?></p>
<!-- /wp:paragraph -->
<!-- wp:atelier/photo /-->
</div>
<!-- /wp:group -->
