/** A rich2 body parsed from JSON, or undefined when it is not JSON at all. */
export function parseRich2(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
