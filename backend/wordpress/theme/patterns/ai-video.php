<?php
/**
 * Title: Atelier AI Video
 * Slug: atelier-theme/ai-video
 * Categories: atelier
 * Keywords: ai, video, atelier
 * Description: A section with the Atelier video block.
 *
 * @package Atelier_Theme
 */

?>
<!-- wp:group {"layout":{"type":"constrained"},"style":{"spacing":{"padding":{"top":"2rem","bottom":"2rem"}}}} -->
<div class="wp-block-group" style="padding-top:2rem;padding-bottom:2rem">
<!-- wp:heading -->
<h2><?php echo esc_html__( 'AI Video', 'atelier-theme' ); ?></h2>
<!-- /wp:heading -->
<!-- wp:paragraph {"textColor":"muted"} -->
<p class="has-muted-color has-text-color"><?php echo esc_html__( 'Turn a sentence into a short video clip.', 'atelier-theme' ); ?></p>
<!-- /wp:paragraph -->
<!-- wp:atelier/video /-->
</div>
<!-- /wp:group -->
