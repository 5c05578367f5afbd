/** Packages that must exist exactly once in the page. */
export declare const SINGLETON_PACKAGES: readonly ["react", "react-dom", "react-router", "@tanstack/react-query", "@tanstack/query-core", "jotai", "i18next", "react-i18next", "styled-components", "dayjs"];
/** Entry points of @portal/shared that hold state or the theme, shared as singletons. */
export declare const SHARED_WORKSPACE_ENTRIES: readonly ["@portal/shared/platform", "@portal/shared/state", "@portal/shared/i18n", "@portal/shared/api-client", "@portal/shared/ui"];
interface SharedItem {
    singleton?: boolean;
    requiredVersion?: string | false;
    version?: string;
    strictVersion?: boolean;
    eager?: boolean;
}
export declare function sharedDependencies(): Record<string, SharedItem>;
export declare const PORTAL_ROOT: string;
export {};
