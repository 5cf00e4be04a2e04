import fs from "node:fs";
import { viewerKeyOf } from "../../services/abuse/client-address";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { BootPayload } from "../../../schemas/boot.schema";
import {
  isKnownPagePath,
  isMemberOnlyPath,
  isMessagePath,
  matchRoute,
} from "../../../runtime/url/match-route";
import { pageRoutes as appRoutes } from "../../../schemas/routes";
import { HttpError } from "../../http/errors";
import { describeUnsubscribe } from "../../services/notifications/notification-mail";
import type { AppContext } from "../../context";
import { FALLBACK_TEMPLATE, renderPage } from "../../http/html";
import { loadBuiltRenderer, pageWithMarkup, type PageRenderer } from "../../http/server-render";
import { inlineStylesheets } from "../../http/widget-assets";
import { contentSecurityPolicy, reportingEndpoints } from "../../http/security/csp";
import { pageHeadFor } from "../../http/seo-head";
import { publicConfig, readSiteConfig } from "../../services/config";
import { presentMe } from "../../services/users/user-presenter";
import { pageTheme } from "../../services/themes/themes-page";
import { firstPageLayout } from "../../layouts/first-page-layout";
import { activeFragments, fillFragmentImpls } from "../../layouts/fragment-apply";
import { siteNavigationFor } from "../../layouts/hydrators/title-bar";
import { requestOrigin } from "./layouts";
import { interfaceCatalog } from "../../services/translations/locales";
import { keepChangeStamp } from "../../http/kept-answers";
import { GuestPageCache, guestPageSettings, type RenderedPage } from "./guest-pages";
import { oldPathOf } from "./old-addresses";

/**
 * The device a page is rendered for, as the request tells: Chromium's `Sec-CH-UA-Mobile` hint, else
 * a phone's user agent. Pages vary by the hint (a shared cache keeps a phone's copy apart); a browser
 * without it that gets another device's copy shows its own layout right after hydration.
 */
export function deviceClassOfRequest(request: FastifyRequest): "mobile" | "desktop" {
  const hint = request.headers["sec-ch-ua-mobile"];
  if (hint === "?1") return "mobile";
  if (hint === "?0") return "desktop";
  return /\b(Mobi|iPhone|iPod)\b|Android.*Mobile/.test(request.headers["user-agent"] ?? "")
    ? "mobile"
    : "desktop";
}

/**
 * A guest's status on a member-only page (shell spec §2 "Error page"): 403, the page showing
 * Permission Problem with Sign In; a message page while conversations are off is 404, as it shows.
 * Undefined for any other page or viewer.
 */
function guestStatusOf(request: FastifyRequest, conversationsEnabled: boolean): number | undefined {
  if (request.viewer.userID !== 0) return undefined;
  const pathname = request.url.split("?")[0] ?? "/";
  if (!isMemberOnlyPath(pathname)) return undefined;
  return isMessagePath(pathname) && !conversationsEnabled ? 404 : 403;
}

/**
 * The status of a page whose address carries a token: an unsubscribe link this site did not sign is
 * 400 (the page says so). Undefined for every other page.
 */
async function tokenStatusOf(ctx: AppContext, pathname: string): Promise<number | undefined> {
  const match = matchRoute(appRoutes.unsubscribe, pathname);
  if (!match) return undefined;
  try {
    await describeUnsubscribe(ctx.db, match.token ?? "");
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

/** Where the page template comes from: the built index.html, or Vite's transform in development. */
export interface TemplateSource {
  dev: boolean;
  load(url: string): Promise<string>;
  /** The server renderer of the pages; without one (no build) pages render in the browser only. */
  renderer?(): Promise<PageRenderer | null>;
}

/** Reads `index.html` of a built front end once; falls back to a bare page when there is no build. */
export function builtTemplate(clientDir: string | undefined, log: (message: string) => void): TemplateSource {
  const file = clientDir ? path.join(clientDir, "index.html") : undefined;
  let template = FALLBACK_TEMPLATE;
  // The entry's styles go inline, so the first paint waits for no stylesheet request.
  if (file && clientDir && fs.existsSync(file))
    template = inlineStylesheets(fs.readFileSync(file, "utf8"), clientDir);
  else if (clientDir) log(`No front-end build at ${clientDir}; serving a bare page. Run npm run build.`);
  let renderer: Promise<PageRenderer | null> | undefined;
  return {
    dev: false,
    load: async () => template,
    renderer: () => (renderer ??= clientDir ? loadBuiltRenderer(clientDir) : Promise.resolve(null)),
  };
}

/**
 * Serves the app for every page route (status 200) and for unknown paths (status 404, the app then
 * shows Not Found), with the boot payload and a per-response CSP nonce.
 */
export async function pageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  source: TemplateSource,
): Promise<void> {
  // A guest's page is kept after its first render and sent again until the data may have changed.
  const guestPages = new GuestPageCache(ctx, { ...guestPageSettings });
  async function sendPage(request: FastifyRequest, reply: FastifyReply, knownPathStatus: number) {
    const deviceClass = deviceClassOfRequest(request);
    const storable = knownPathStatus === 200 && !source.dev;
    return guestPages.send(request, reply, { storable, deviceClass }, (nonce, onView) =>
      renderPageFor(request, knownPathStatus, deviceClass, nonce, onView),
    );
  }

  async function renderPageFor(
    request: FastifyRequest,
    knownPathStatus: number,
    deviceClass: "mobile" | "desktop",
    nonce: string,
    onView: (discussionID: number) => void,
  ): Promise<RenderedPage> {
    const config = await readSiteConfig(ctx.db);
    const pathStatus =
      knownPathStatus === 200
        ? (guestStatusOf(request, config["context.conversationsEnabled"]) ??
          (await tokenStatusOf(ctx, request.url.split("?")[0] ?? "/")) ??
          200)
        : knownPathStatus;
    // A page a part of which failed (hydrating a widget, rendering) is sent but never kept.
    let failed = false;
    const countView = ctx.views.counterFor(viewerKeyOf(request));
    // A layout-driven page carries its hydrated layout, so the first render needs no request; a
    // missing or hidden record answers its status and the client shows the error page.
    const first =
      pathStatus === 200
        ? await firstPageLayout(ctx.db, request.viewer, request.url, config, {
            debug: ctx.debug,
            origin: requestOrigin(request),
            countView: (viewer, discussion) => {
              onView(discussion.discussionID);
              return countView(viewer, discussion);
            },
            onError: (error, componentName) => {
              failed = true;
              request.log.error({ err: error, componentName }, "layout widget failed to hydrate");
            },
            onFailure: (error) => {
              failed = true;
              request.log.error({ err: error }, "first page layout failed");
            },
          })
        : {};
    const status = first.status ?? pathStatus;
    // The site's theme (or the viewer's preview) goes into the page itself: no flash of another.
    const theme = await pageTheme(ctx.db, config, request.viewer, deviceClass);
    const boot: BootPayload = {
      config: publicConfig(config),
      user: await presentMe(ctx.db, request.viewer),
      permissions: request.viewer.permissions,
      locale: config["ui.localeKey"],
      debug: ctx.debug || config.debug,
      status,
      renderedAt: Date.now(),
      deviceClass,
    };
    // The interface strings of the site's language travel with the page; English needs none.
    const translations = interfaceCatalog(config["ui.localeKey"]);
    if (translations) boot.translations = translations;
    if (first.layout) boot.layout = first.layout;
    // The site-wide navigation as this viewer sees it, for the title bar of pages without a layout.
    const navigation = await siteNavigationFor(ctx.db, config, request.viewer);
    if (navigation) boot.config["navigation.items"] = navigation;
    // Site-wide fragments name their active revision (a deleted or uncommitted one drops out).
    boot.config["fragments.globalImpls"] = fillFragmentImpls(
      config["fragments.globalImpls"],
      await activeFragments(ctx.db),
    );
    if (theme.preview) boot.themePreview = theme.preview;
    const title = first.layout && "seo" in first.layout ? first.layout.seo.title : config["ui.siteName"];
    const origin = requestOrigin(request);
    // Description, Open Graph, canonical and robots from the layout's seo; on post pages the
    // discussion's JSON-LD, read from the hydrated layout above.
    const head = pageHeadFor({
      pathname: request.url.split("?")[0] ?? "/",
      status,
      layout: first.layout,
      origin,
    });
    // The page rendered on the server from the same boot payload the browser hydrates with; when
    // that fails, the browser renders it alone.
    const rendered = await renderOnServer(request, boot, nonce, () => (failed = true));
    // The nodes the render validated hydrate without validators (runtime/layout/node-validation.ts).
    if (rendered?.render.nodeValidation) boot.nodeValidation = rendered.render.nodeValidation;
    const widgetHead = rendered ? rendered.assets?.headFor(rendered.render.widgetTypes, nonce) : "";
    const template = await source.load(request.url);
    const html = renderPage(template, {
      nonce,
      title,
      boot,
      head,
      widgetHead,
      themeCss: theme.css,
      locale: config["ui.localeKey"],
    });
    const page = rendered ? await pageWithMarkup(html, rendered.render) : null;
    const policyHeader = source.dev ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy";
    // The Reporting API takes only secure endpoints; over http the policy reports through report-uri.
    const reportTo = request.protocol === "https" && /^https:\/\/[^"\\\s]+$/.test(origin);
    const policy = contentSecurityPolicy(nonce, {
      dev: source.dev,
      allowEmbedding: config["embed.allow"],
      // Read with the rest of the config for every page, so a change applies from the next page on.
      imageHosts: config["content.imageHosts"],
      reportTo,
      styleAttributes: page?.styleAttributes,
    });
    const headers: Record<string, string> = {
      [policyHeader]: policy,
      "Cache-Control": "no-store",
      "Referrer-Policy": "same-origin",
      Vary: "Sec-CH-UA-Mobile",
      "Content-Type": "text/html; charset=utf-8",
    };
    if (reportTo) headers["Reporting-Endpoints"] = reportingEndpoints(origin);
    return { status, headers, body: page ? page.body : html, nonce, failed };
  }

  async function renderOnServer(
    request: FastifyRequest,
    boot: BootPayload,
    nonce: string,
    onFailure: () => void,
  ) {
    try {
      const renderer = await source.renderer?.();
      if (!renderer) return null;
      const render = await renderer.render({
        url: request.url,
        boot,
        nonce,
        onError: (error) => {
          onFailure();
          request.log.error({ err: error }, "a part of the page failed to render");
        },
      });
      return { render, assets: renderer.assets };
    } catch (error) {
      onFailure();
      request.log.error({ err: error }, "the page failed to render on the server");
      return null;
    }
  }

  const onRequest = keepChangeStamp(ctx.db);
  app.get("/*", { onRequest }, async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    return sendPage(request, reply, isKnownPagePath(pathname) ? 200 : 404);
  });
  app.get<{ Querystring: Record<string, unknown> }>("/", { onRequest }, async (request, reply) => {
    // A moved-in community's old address without pretty URLs (`/?p=/discussion/12`): old-addresses.ts.
    const old = oldPathOf(request.query.p);
    if (old && old !== "/") return reply.redirect(old, 301);
    return sendPage(request, reply, 200);
  });
}
