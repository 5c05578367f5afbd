// Asynchronous boundary: shared singletons are negotiated by Module Federation before the app starts.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
