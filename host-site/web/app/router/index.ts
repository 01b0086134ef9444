export { createRouter, type Router, type RouterState, type RouterView, type NavigateOptions } from './router';
export { RouterProvider, useRouter, useRouterState } from './router-context';
export { Link, type LinkProps } from './link';
export { NavigationProgress } from './navigation-progress';
export { defineRoute, type AnyRoute, type Layout, type Page, type PageProps, type RouteDefinition, type RouteTitleKey } from './route';
export { resolvePath, type Redirects, type Resolution } from './match';
export { searchParam, searchSchema, parseSearch, formatSearch, type SearchOf } from './search-params';
