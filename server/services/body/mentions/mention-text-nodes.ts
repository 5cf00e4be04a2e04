/** Elements whose text is never a mention: code, and text that already is a link. */
const skipped = new Set(["A", "CODE", "PRE", "KBD"]);

/** The text nodes under `root` that may hold @mentions (not inside code or links). */
export function mentionTextNodes(root: Element): Text[] {
  const nodes: Text[] = [];
  const visit = (element: Element) => {
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === 3) nodes.push(child as Text);
      else if (child.nodeType === 1 && !skipped.has((child as Element).tagName)) visit(child as Element);
    }
  };
  visit(root);
  return nodes;
}
