// Async boundary so shared singletons are resolved before the standalone app starts.
import('./bootstrap');
