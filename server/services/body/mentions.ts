// Placeholder until the body renderer lands. Same exports as the real module.

/** The distinct names mentioned (@name, @"name with spaces", rich2 mention nodes) in a body. */
export function extractMentionNames(body: string, format: string): string[] {
  void format;
  return [...new Set([...body.matchAll(/@([\w.-]+)/g)].map((m) => m[1] ?? "").filter(Boolean))];
}
