<?php
/**
 * Test helper, run with php-cli against a private WordPress: php wp-task.php <docroot> <site-url> <command> [args…]
 * Prints one JSON object. wp-cli is not assumed: each command is the core API an admin screen would use.
 *
 * @package Atelier
 */

if ( 'cli' !== PHP_SAPI || $argc < 4 ) {
	fwrite( STDERR, "usage: php wp-task.php <docroot> <site-url> <command> [args...]\n" );
	exit( 2 );
}

list( , $docroot, $site_url, $command ) = $argv;
$args = array_slice( $argv, 4 );

$site = parse_url( $site_url );
$_SERVER['HTTP_HOST']   = $site['host'] . ( isset( $site['port'] ) ? ':' . $site['port'] : '' );
$_SERVER['SERVER_NAME'] = $site['host'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';

if ( 'install' === $command ) {
	define( 'WP_INSTALLING', true );
}
require $docroot . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

/**
 * Prints the answer and stops.
 *
 * @param array $answer Answer.
 */
function wp_task_answer( $answer ) {
	echo wp_json_encode( $answer ), "\n";
	exit( 0 );
}

/**
 * Error messages of a WP_Error, or null.
 *
 * @param mixed $value Result.
 * @return string[]|null
 */
function wp_task_errors( $value ) {
	return is_wp_error( $value ) ? $value->get_error_messages() : null;
}

switch ( $command ) {
	case 'install':
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		list( $user, $password ) = $args;
		$result = wp_install( 'Atelier test site', $user, 'admin@example.com', false, '', wp_slash( $password ) );
		wp_task_answer( array( 'user_id' => $result['user_id'] ) );
		break;

	case 'install-zip':
		// The upgraders behind Plugins → Add New → Upload Plugin and Appearance → Themes → Upload Theme.
		list( $kind, $zip ) = $args;
		wp_set_current_user( 1 );
		$skin     = new WP_Ajax_Upgrader_Skin();
		$upgrader = 'plugin' === $kind ? new Plugin_Upgrader( $skin ) : new Theme_Upgrader( $skin );
		$result   = $upgrader->install( $zip );
		wp_task_answer(
			array(
				'ok'     => true === $result,
				'errors' => array_merge( $skin->get_error_messages() ? array( $skin->get_error_messages() ) : array(), wp_task_errors( $result ) ?? array() ),
				'info'   => 'plugin' === $kind ? $upgrader->plugin_info() : ( $upgrader->theme_info() ? $upgrader->theme_info()->get_stylesheet() : null ),
			)
		);
		break;

	case 'activate-plugin':
		wp_set_current_user( 1 );
		$result = activate_plugin( $args[0], '', false, false );
		wp_task_answer( array( 'errors' => wp_task_errors( $result ), 'active' => is_plugin_active( $args[0] ) ) );
		break;

	case 'deactivate-plugin':
		deactivate_plugins( $args[0], true );
		wp_task_answer( array( 'active' => is_plugin_active( $args[0] ) ) );
		break;

	case 'switch-theme':
		switch_theme( $args[0] );
		wp_task_answer( array( 'template' => get_template() ) );
		break;

	case 'update-settings':
		update_option( 'atelier_settings', array( 'api_url' => $args[0], 'api_key' => $args[1] ) );
		wp_task_answer( array( 'ok' => true ) );
		break;

	case 'state':
		wp_task_answer(
			array(
				'version'    => defined( 'ATELIER_VERSION' ) ? ATELIER_VERSION : null,
				'plugin_dir' => defined( 'ATELIER_PLUGIN_DIR' ) ? ATELIER_PLUGIN_DIR : null,
				'plugin_url' => defined( 'ATELIER_PLUGIN_URL' ) ? ATELIER_PLUGIN_URL : null,
				'shortcodes' => array_values( array_filter( array( 'atelier_chat', 'atelier_photo', 'atelier_video' ), 'shortcode_exists' ) ),
				'blocks'     => array_values( array_filter( array( 'atelier/chat', 'atelier/photo', 'atelier/video' ), array( WP_Block_Type_Registry::get_instance(), 'is_registered' ) ) ),
				'settings'   => get_option( 'atelier_settings', null ),
				'template'   => get_template(),
			)
		);
		break;

	case 'render':
		// Also reports what the Atelier API answered, so the test can compare it with the HTML.
		$responses = array();
		add_filter(
			'http_response',
			static function ( $response, $request, $url ) use ( &$responses ) {
				$responses[] = array(
					'url'    => $url,
					'status' => wp_remote_retrieve_response_code( $response ),
					'body'   => wp_remote_retrieve_body( $response ),
				);
				return $response;
			},
			10,
			3
		);
		$html = do_shortcode( $args[0] );
		wp_task_answer(
			array(
				'html'      => $html,
				'responses' => $responses,
			)
		);
		break;

	case 'create-page':
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $args[0],
				'post_content' => $args[1],
				'post_author'  => 1,
			),
			true
		);
		wp_task_answer( array( 'errors' => wp_task_errors( $id ), 'url' => is_wp_error( $id ) ? null : get_permalink( $id ) ) );
		break;

	default:
		fwrite( STDERR, "unknown command: $command\n" );
		exit( 2 );
}
