import { afterEach, describe, expect, it, vi } from "vitest";
import { createWorkerChecker } from "./worker-checker";
import type { CheckMessage } from "./ts-worker";

/** A Worker that records what it is sent; the test answers or fails for it. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  sent: CheckMessage[] = [];
  terminate = vi.fn();
  constructor(readonly url: URL | string) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: CheckMessage) {
    this.sent.push(message);
  }
  answer(id: number, problems: unknown[]) {
    this.dispatchEvent(new MessageEvent("message", { data: { id, problems } }));
  }
}

const request = {
  tsx: "export default () => null;\nconst x: number = 'text';\n",
  propsSchema: { type: "object" },
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe("createWorkerChecker", () => {
  it("starts one worker on the first check and matches each answer to its request", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const check = createWorkerChecker();
    const first = check(request);
    const second = check({ ...request, tsx: "" });
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(String(worker!.url)).toContain("ts-worker");
    const [one, two] = worker!.sent;
    worker!.answer(two!.id, [{ message: "second" }]);
    worker!.answer(one!.id, [{ message: "first" }]);
    expect(await first).toEqual([{ message: "first" }]);
    expect(await second).toEqual([{ message: "second" }]);
  });

  it("says the code was not checked when the worker fails to start, for waiting and later checks", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const check = createWorkerChecker();
    const waiting = check(request);
    FakeWorker.made[0]!.dispatchEvent(new Event("error"));
    const expected = [
      { message: "The type check could not start in this browser: the code was not checked." },
    ];
    expect(await waiting).toEqual(expected);
    expect(await check(request)).toEqual(expected);
    expect(FakeWorker.made).toHaveLength(1);
  });
});
