// Standalone development entry: negotiates shared singletons, then mounts this remote's pages alone.
import('./standalone');
