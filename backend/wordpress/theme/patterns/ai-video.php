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

atelier_theme_feature_section(
	__( 'AI Video', 'atelier-theme' ),
	__( 'Turn a sentence into a short video clip.', 'atelier-theme' ),
	'video'
);
