/**
 * A notification's body as plain text. The API sends it as HTML (Vanilla's contract; Plaza's is escaped
 * plain text), so entities are decoded and any markup dropped. DOMParser builds an inert document: no
 * script runs and nothing loads.
 */
export function notificationText(body: string): string {
  if (!/[<&]/.test(body)) return body;
  return new DOMParser().parseFromString(body, "text/html").body.textContent ?? "";
}
