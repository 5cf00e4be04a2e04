import type { Plugin } from "vite";
import { EARLY_EVENTS_KEY, HELD_CONTROL_SELECTOR } from "../schemas/boot-elements.ts";

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

/** How long the loader holds what is done on the page for an entry that has not run yet. */
export const HOLD_AT_MOST_MS = 15_000;

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
  // Until the entry runs, the loader holds what is done on the page (window.${EARLY_EVENTS_KEY}): a
  // click on a control or a form sent before then would reach no handler and be lost; the entry
  // does them once the page is hydrated. Should the entry fail to load, or not have run after
  // HOLD_AT_MOST_MS (it failed as it ran), the page is left alone: its links, forms and native
  // controls work without it, and what was held stays for an entry that comes later.
  return `(function(){
var nonce=document.currentScript.nonce,started=false;
var early=window[${JSON.stringify(EARLY_EVENTS_KEY)}]={clicks:[],forms:[],fields:[],intent:false};
function hold(e){var t=e.target;if(!(t instanceof Element))return;var c=t.closest(${JSON.stringify(HELD_CONTROL_SELECTOR)});if(!c||c.closest("a[href]"))return;e.preventDefault();e.stopImmediatePropagation();if(early.clicks.indexOf(c)<0)early.clicks.push(c);}
function send(e){e.preventDefault();e.stopImmediatePropagation();early.forms.push({form:e.target,submitter:e.submitter||null});}
function typed(e){var t=e.target;if((t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement)&&early.fields.indexOf(t)<0)early.fields.push(t);}
function intent(){early.intent=true;}
var on=[["click",hold],["submit",send],["input",typed],["pointerdown",intent],["keydown",intent],["touchstart",intent],["focusin",intent]];
on.forEach(function(p){document.addEventListener(p[0],p[1],{capture:true,passive:p[1]===intent});});
early.stop=function(){on.forEach(function(p){document.removeEventListener(p[0],p[1],true);});};
setTimeout(early.stop,${HOLD_AT_MOST_MS});
function add(tag,attributes){var e=document.createElement(tag);for(var k in attributes)e.setAttribute(k,attributes[k]);e.nonce=nonce;document.head.appendChild(e);return e;}
function start(){if(started)return;if(document.readyState==="loading"){document.addEventListener("DOMContentLoaded",start);return;}started=true;
if(document.fonts)${JSON.stringify(fonts)}.forEach(function(font){document.fonts.load(font).catch(function(){});});
document.documentElement.setAttribute("data-fonts","");
add("script",{type:"module",crossorigin:"",src:${JSON.stringify(src)}}).onerror=early.stop;}
requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0);});});setTimeout(start,1000);
})();`.replace(/\n/g, "");
}
