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

atelier_theme_feature_section(
	__( 'AI Chat', 'atelier-theme' ),
	__( 'Ask anything and get an answer in seconds.', 'atelier-theme' ),
	'chat'
);
