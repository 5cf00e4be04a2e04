import path from "node:path";
import fr from "../../locales/fr.json";
import ar from "../../locales/ar.json";
import { interfaceStrings } from "./catalog-keys";
import { interfaceLocales } from "../../locales";

/** The attributes that carry interface text a person reads or hears. */
const TEXT_ATTRIBUTES = ["aria-label", "placeholder", "title", "alt", "aria-roledescription"];
/** Elements whose text is not interface text: scripts, styles, and a textarea's value. */
const SKIPPED = new Set(["SCRIPT", "STYLE", "TEMPLATE", "TEXTAREA"]);

/** True for an element that holds user content: isolated with `dir="auto"` or `<bdi>` (shell spec §3). */
export const isUserContent = (element: Element) =>
  element.getAttribute("dir") === "auto" ||
  element.tagName === "BDI" ||
  element.hasAttribute("data-user-content");

/** `text` without any of `userTexts`, trimmed. */
function withoutUserTexts(text: string, userTexts: readonly string[]): string {
  let cut = text;
  for (const user of userTexts) cut = cut.split(user).join("");
  return cut.trim();
}

/**
 * The interface texts under `root`: its text nodes and labelling attributes, each trimmed, leaving out
 * user content (an element with `dir="auto"`, a `<bdi>`). A text may hold a person's words inside an
 * interface sentence ("By {name}", "Select discussion: {name}"): each of `userTexts` is cut out of it.
 * A text that is nothing but a person's words stays, so one shown without isolation is found.
 */
export function interfaceTexts(root: Element, userTexts: readonly string[] = []): string[] {
  const texts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === 3) {
      const text = node.textContent?.trim() ?? "";
      const cut = userTexts.includes(text) ? text : withoutUserTexts(text, userTexts);
      if (cut) texts.push(cut);
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (SKIPPED.has(element.tagName) || isUserContent(element)) return;
    for (const name of TEXT_ATTRIBUTES) {
      const value = withoutUserTexts(element.getAttribute(name) ?? "", userTexts);
      if (value) texts.push(value);
    }
    node.childNodes.forEach(visit);
  };
  visit(root);
  return texts;
}

const catalogs: Record<string, Record<string, string>> = { fr, ar };
/** The English interface strings of the source (`t()`, `msg()`), each a catalog key. */
const englishKeys = new Set(interfaceStrings(path.resolve(import.meta.dirname, "../..")).keys());

/**
 * Texts the same in English and in a language, allowed to show as their English key there (words
 * French borrowed).
 */
const SAME_IN: Record<string, readonly string[]> = { fr: [], ar: [] };
/** Latin words an Arabic text may hold: names of products and protocols, config values, units. */
const LATIN_IN_ARABIC =
  /\b(?:https?|API|px|Plaza|DeepL|Google|Cloud|Translator|query|basic|invitation|closed)\b/g;

/**
 * The interface texts of a page in `locale` that are still English: a text that is an English key
 * (of the source or the catalog) the catalog lacks or translates otherwise, or (in a language not
 * written in Latin letters, Arabic) any text holding a Latin word.
 */
export function untranslatedTexts(locale: "fr" | "ar", texts: readonly string[]): string[] {
  const catalog = catalogs[locale] ?? {};
  // Each language is offered by its own name, as a reader of it looks for it.
  const allowed = new Set<string>([
    ...SAME_IN[locale]!,
    ...interfaceLocales.map((language) => language.displayNames[language.key]),
  ]);
  return texts.filter((text) => {
    if (allowed.has(text)) return false;
    const isKey = englishKeys.has(text) || Object.hasOwn(catalog, text);
    if (isKey && catalog[text] !== text) return true;
    return locale === "ar" && /[A-Za-z]{2,}/.test(text.replace(LATIN_IN_ARABIC, ""));
  });
}
