import type { Discussion } from "../../../schemas/entities/discussion.schema";
import type { InProcessApi } from "../../../tests/helpers/in-process-fetch";

/** A discussion as the signed-in user reads it (the post page's hydrator gives the same). */
export async function discussionFrom(server: InProcessApi, discussionID: number): Promise<Discussion> {
  const response = await globalThis.fetch(`/api/v2/discussions/${discussionID}?expand=reactions`);
  if (response.status !== 200) throw new Error(`GET discussion ${discussionID}: ${response.status}`);
  server.calls.length = 0;
  return (await response.json()) as Discussion;
}
