import renderTask from "../../server/services/body/render-worker";
import type { RenderResult, RenderTask } from "../../server/services/body/render-task";

/**
 * Test support: the body worker's own rendering, run in the test's thread, standing in for the
 * server's worker pool, which the browser-like test environment cannot start (it bundles the
 * worker with esbuild). Page tests use it as `vi.mock(".../server/services/body/render-pool", () =>
 * import(".../tests/helpers/inline-render-pool"))`; bodies are checked and rendered exactly as stored.
 */
export async function renderInPool(task: RenderTask): Promise<RenderResult> {
  return renderTask(task);
}

/** Several bodies in one go, as the pool's job of many does. */
export async function renderManyInPool(tasks: readonly RenderTask[]): Promise<RenderResult[]> {
  return tasks.map((task) => renderTask(task));
}

/** The pool's settings: no threads here, the test's own thread renders. */
export const renderPoolSettings = { threads: 1 };

/** Nothing to stop: no workers were started. */
export async function closeRenderPool(): Promise<void> {}
