<?php
/**
 * Title: Atelier AI Chat
 * Slug: atelier-theme/ai-chat
 * Categories: atelier
 * Keywords: ai, chat, atelier
 * Description: A section with the Atelier chat block.
 *
 * @package Atelier_Theme
 */

?>
<!-- wp:group {"layout":{"type":"constrained"},"style":{"spacing":{"padding":{"top":"2rem","bottom":"2rem"}}}} -->
<div class="wp-block-group" style="padding-top:2rem;padding-bottom:2rem">
<!-- wp:heading -->
<h2><?php echo esc_html__( 'AI Chat', 'atelier-theme' ); ?></h2>
<!-- /wp:heading -->
<!-- wp:paragraph {"textColor":"muted"} -->
<p class="has-muted-color has-text-color"><?php echo esc_html__( 'Ask anything and get an answer in seconds.', 'atelier-theme' ); ?></p>
<!-- /wp:paragraph -->
<!-- wp:atelier/chat /-->
</div>
<!-- /wp:group -->
