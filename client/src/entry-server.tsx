import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { renderDocument, type EntryAssets } from './document';
import { defaultHead, resolveHead, type HeadInfo } from './public/head';
import type { LoaderContext, SiteConfig } from './public/site';
import type { RenderResult as PageOrRedirect } from './shared/render-result';
import { isAdminPath, routes, SEARCH_ROUTE_PATH } from './routes';

export { isAdminPath };

const handler = createStaticHandler(routes);

export type RenderResult = PageOrRedirect<HeadInfo>;

export interface RenderOptions extends LoaderContext {
  assets: EntryAssets;
}

/** The router state as StaticRouterProvider would serialize it, for the browser router to hydrate from. */
function hydrationData(context: StaticHandlerContext) {
  let errors: Record<string, unknown> | null = null;
  if (context.errors) {
    errors = {};
    for (const [id, error] of Object.entries(context.errors)) {
      if (isRouteErrorResponse(error)) errors[id] = { ...error, __type: 'RouteErrorResponse' };
      else if (error instanceof Error)
        errors[id] = { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) };
      else errors[id] = error;
    }
  }
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/** Renders one public request: a redirect to send as is, or the whole HTML document. */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const { assets, ...requestContext } = options;
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) {
      return { type: 'redirect', status: context.status, location };
    }
    throw new Error(`Unexpected response ${context.status} from the route handler`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  const matches = context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id] }));
  const head = resolveHead(matches, requestContext.site, new URL(request.url).pathname);
  const html = renderDocument({
    head,
    site: requestContext.site,
    assets,
    appHtml,
    // A lite page (shared/lite.ts) is the server's HTML alone: the app never runs there.
    hydrationData: requestContext.site.lite ? null : hydrationData(context),
  });
  const search = context.matches.some((m) => m.route.path === SEARCH_ROUTE_PATH);
  return { type: 'page', status: context.statusCode, html, head, search };
}

/** The admin app shell: no server render (the admin code is a lazy chunk), never indexed. */
export function renderShell(site: SiteConfig, assets: EntryAssets): string {
  const head: HeadInfo = { ...defaultHead(site), robots: 'noindex, nofollow' };
  return renderDocument({ head, site, assets, appHtml: '', hydrationData: null });
}
