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
<?php
atelier_theme_feature_card( __( 'Live AI Chat', 'atelier-theme' ), 'chat' );
atelier_theme_feature_card( __( 'Live Photo', 'atelier-theme' ), 'photo' );
atelier_theme_feature_card( __( 'Live Video', 'atelier-theme' ), 'video' );
?>
</div>
<!-- /wp:columns -->
