import type { Plugin } from "vite";

/**
 * Starts the built page's scripts and fonts after its first paint instead of from the head. Pages
 * arrive rendered by the server with their styles inline, so the first paint needs nothing but the
 * page: text shows in the metric-matched fallback (src/ui/font-fallback.css), and the entry script
 * only hydrates what is already shown. An inline loader (carrying the page's nonce, which
 * 'strict-dynamic' extends to the scripts it adds) waits for the first paint, then starts the
 * fonts, turns them on (`data-fonts` on the root element) and adds the entry script, which preloads
 * the page's widget chunks (listed by the server in #plaza-modules) when the app starts
 * (src/app/main.tsx).
 */
export function entryPriorityPlugin(): Plugin {
  return {
    name: "plaza:after-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const fonts: string[] = [];
        const withoutPreloads = html.replace(
          /<link rel="preload" as="font"[^>]*href="([^"]+)"[^>]*>\s*/g,
          (_tag, href: string) => {
            // "open-sans-latin-600-normal-<hash>.woff2" -> "600 1em 'Open Sans'"
            const weight = /-(\d{3})-(?:normal|italic)-[^/]*\.woff2$/.exec(href)?.[1] ?? "400";
            fonts.push(`${weight} 1em 'Open Sans'`);
            return "";
          },
        );
        return withoutPreloads.replace(
          /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/g,
          (_tag, src: string) => `<script>${afterFirstPaint(src, fonts)}</script>`,
        );
      },
    },
  };
}

/**
 * The loader: starts in the frame after the first one (so after the first paint), or after a second
 * where frames do not run (a tab opened in the background), and never before the whole page is
 * parsed. The first paint can come before the page's end is parsed (a long page arrives and is
 * parsed in parts; a streamed one waits for its lazy parts), and the end holds the boot payload and
 * the module list: an entry script added then ran without the boot payload, rendered a guest's page
 * with the default settings and failed to hydrate the member's markup (React error #418, about one
 * load in thirty to ninety).
 */
export function afterFirstPaint(src: string, fonts: readonly string[]): string {
  // The fonts load through the page's own @font-face rules (document.fonts.load), not <link
  // rel=preload>: the same request the text will make, so each file is fetched once.
  return `(function(){
var nonce=document.currentScript.nonce,started=false;
function add(tag,attributes){var e=document.createElement(tag);for(var k in attributes)e.setAttribute(k,attributes[k]);e.nonce=nonce;document.head.appendChild(e);}
function start(){if(started)return;if(document.readyState==="loading"){document.addEventListener("DOMContentLoaded",start);return;}started=true;
if(document.fonts)${JSON.stringify(fonts)}.forEach(function(font){document.fonts.load(font).catch(function(){});});
document.documentElement.setAttribute("data-fonts","");
add("script",{type:"module",crossorigin:"",src:${JSON.stringify(src)}});}
requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0);});});setTimeout(start,1000);
})();`.replace(/\n/g, "");
}
