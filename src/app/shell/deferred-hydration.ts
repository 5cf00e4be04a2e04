import type { BootPayload } from "../../../schemas/boot.schema";
import { EARLY_EVENTS_KEY, HELD_CONTROL_SELECTOR } from "../../../schemas/boot-elements";

/**
 * When a guest's page hydrates. A page the server rendered whole reads, scrolls and follows its links
 * without any script (links go through the shell's link handling, a full load before hydration), so
 * React and the page's widget code load after the page has: when the browser is first idle after the
 * load event, or at once on the guest's first intent to use it (a pointer or key pressed, focus moving
 * in), whichever comes first. Meanwhile nothing a guest does is lost: a click on a control, or a form
 * sent, waits and is done again once its element is hydrated, and text typed into a field is handed
 * to the hydrated field as typed input. The built page's inline loader holds them from the first
 * paint until the entry runs (build/entry-priority-plugin.ts); the entry takes them over.
 *
 * Members hydrate at once (their pages change under them: notifications, drafts), as does a page
 * with a part only the browser renders or a fragment (it replaces a built-in widget in the browser).
 */
export function mayDeferHydration(boot: BootPayload | null, root: HTMLElement): boolean {
  if (!boot || boot.user.userID > 0 || root.firstElementChild === null) return false;
  // Present only when the server rendered every part of the page (src/app/entry-server.tsx).
  if (!boot.nodeValidation) return false;
  // A boundary the server left to the browser (a client-only part) or could not finish.
  if (root.innerHTML.includes("<!--$!-->")) return false;
  const globalImpls = boot.config["fragments.globalImpls"];
  if (globalImpls && typeof globalImpls === "object" && Object.keys(globalImpls).length > 0) return false;
  return !JSON.stringify(boot.layout ?? null).includes('"fragmentUUID"');
}

/** Events that show a guest is about to use the page: hydration starts at once. */
const INTENT_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;
/** How often a held click or typed text looks whether its element is hydrated, and for how long. */
const HYDRATED_CHECK_EVERY_MS = 16;
const MAX_CHECKS = 600;

/**
 * Whether React has hydrated `element` (it keeps its props on the element under a `__reactProps$`
 * key): a click or input event sent before then would reach no handler.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

/** Calls `then` once `element` is hydrated (or gone, or after {@link MAX_CHECKS} checks, ~10 s). */
function whenHydrated(element: Element, then: () => void, win: Window & typeof globalThis, checks = 0): void {
  if (!element.isConnected) return;
  if (isHydrated(element) || checks >= MAX_CHECKS) then();
  else setTimeout(() => whenHydrated(element, then, win, checks + 1), HYDRATED_CHECK_EVERY_MS);
}

/** Hands text typed before hydration to the hydrated field, as React's own input event would. */
function retype(field: HTMLInputElement | HTMLTextAreaElement, typed: string, win: Window & typeof globalThis): void {
  const prototype = field instanceof win.HTMLTextAreaElement ? win.HTMLTextAreaElement : win.HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(prototype.prototype, "value")?.set;
  if (!setValue) return;
  // Through the element's own setter first (React tracks the value there), then the DOM's alone:
  // React then sees a change from what it tracks to what was typed, and reports it.
  field.value = "";
  setValue.call(field, typed);
  field.dispatchEvent(new win.Event("input", { bubbles: true }));
}

type TypedField = HTMLInputElement | HTMLTextAreaElement;
type HeldForm = { form: HTMLFormElement; submitter: HTMLElement | null };

/** What the built page's inline loader held before the entry ran (window[EARLY_EVENTS_KEY]). */
interface EarlyEvents {
  clicks: HTMLElement[];
  forms: HeldForm[];
  fields: TypedField[];
  intent: boolean;
  stop?: () => void;
}

/** Takes over what the loader held, and stops it holding; nothing without the built loader. */
function takeEarlyEvents(win: Window & typeof globalThis): EarlyEvents {
  const slot = win as unknown as Record<string, EarlyEvents | undefined>;
  const early = slot[EARLY_EVENTS_KEY];
  Reflect.deleteProperty(slot, EARLY_EVENTS_KEY);
  early?.stop?.();
  return early ?? { clicks: [], forms: [], fields: [], intent: false };
}

/**
 * Runs `hydrate` at once (`"now"`), or (`"idle-or-use"`) when the browser is first idle after the
 * load or on the first intent to use the page, holding clicks, sent forms and typed text meanwhile
 * (those held by the page's loader before the entry ran included) and doing them again once hydrated.
 */
export function hydrateHoldingInput(
  hydrate: () => Promise<void>,
  when: "now" | "idle-or-use",
  win: Window & typeof globalThis = window,
): void {
  const doc = win.document;
  let state: "waiting" | "starting" | "hydrated" = "waiting";
  const early = takeEarlyEvents(win);
  const heldClicks: HTMLElement[] = early.clicks;
  const heldForms: HeldForm[] = early.forms;
  const typedFields = new Set<TypedField>(early.fields);

  const onClick = (event: MouseEvent) => {
    if (state === "hydrated" || !(event.target instanceof win.Element)) return;
    const control = event.target.closest<HTMLElement>(HELD_CONTROL_SELECTOR);
    if (!control || control.closest("a[href]")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!heldClicks.includes(control)) heldClicks.push(control);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (state === "hydrated" || !(event.target instanceof win.HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldForms.push({ form: event.target, submitter: event.submitter });
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof win.HTMLInputElement || field instanceof win.HTMLTextAreaElement) typedFields.add(field);
  };
  const onIntent = () => start();
  const listen = (add: boolean) => {
    const method = add ? "addEventListener" : "removeEventListener";
    for (const type of INTENT_EVENTS) doc[method](type, onIntent, { capture: true, passive: true });
    doc[method]("click", onClick as EventListener, { capture: true });
    doc[method]("submit", onSubmit as EventListener, { capture: true });
    doc[method]("input", onInput, { capture: true });
  };

  const replay = () => {
    for (const field of typedFields) {
      const typed = field.value;
      if (typed !== "") whenHydrated(field, () => retype(field, typed, win), win);
    }
    for (const control of heldClicks) whenHydrated(control, () => control.click(), win);
    for (const { form, submitter } of heldForms) {
      whenHydrated(form, () => form.requestSubmit(submitter?.isConnected ? submitter : null), win);
    }
  };

  function start() {
    if (state !== "waiting") return;
    state = "starting";
    void hydrate().then(
      () => {
        state = "hydrated";
        listen(false);
        replay();
      },
      () => {
        // The app could not load (offline, a failed chunk): the page stays as the server sent it,
        // and its links keep working.
        state = "hydrated";
        listen(false);
      },
    );
  }

  listen(true);
  if (when === "now" || early.intent || heldClicks.length > 0 || heldForms.length > 0) {
    start();
    return;
  }
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 1);
  };
  if (doc.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
}
