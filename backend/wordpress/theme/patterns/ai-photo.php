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

atelier_theme_feature_section(
	__( 'AI Photo', 'atelier-theme' ),
	__( 'Describe a picture and see it generated.', 'atelier-theme' ),
	'photo'
);
