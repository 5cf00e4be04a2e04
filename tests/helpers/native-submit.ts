import { onTestFinished } from "vitest";

/**
 * Test helper: catches a form submission no handler prevented (jsdom cannot navigate) and answers
 * the path and query a browser would have opened for a GET form.
 */
export function captureNativeSubmit(): { url: () => string | null } {
  let url: string | null = null;
  const listener = (event: Event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const fields = [...new FormData(form).entries()].map(([key, value]) => [key, String(value)]);
    url = `${new URL(form.action).pathname}?${new URLSearchParams(fields).toString()}`;
  };
  document.addEventListener("submit", listener);
  onTestFinished(() => document.removeEventListener("submit", listener));
  return { url: () => url };
}
