import { describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useOptimisticToggle, type OptimisticSettle } from "./use-optimistic-toggle";

/** A write the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: OptimisticSettle<T>) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<OptimisticSettle<T>>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const render = (initial: boolean, id = 1) =>
  renderHook(
    (props: { initial: boolean; id: number }) =>
      useOptimisticToggle(props.initial, [props.id, props.initial]),
    {
      initialProps: { initial, id },
    },
  );

describe("useOptimisticToggle", () => {
  it("shows the change at once and keeps it when the write succeeds", async () => {
    const { result } = render(false);
    const write = deferred<boolean>();
    let done!: Promise<void>;
    act(() => {
      done = result.current.change(true, () => write.promise);
    });
    expect(result.current.value).toBe(true);
    expect(result.current.isPending).toBe(true);
    await act(async () => {
      write.resolve(undefined);
      await done;
    });
    expect(result.current).toMatchObject({ value: true, isPending: false, hasFailed: false });
  });

  it("takes the value the write's answer settles on", async () => {
    const { result } = render(false);
    await act(() => result.current.change(true, async () => () => false));
    expect(result.current.value).toBe(false);
  });

  it("rolls back and reports the reason when the write fails", async () => {
    const { result } = render(false);
    const onError = vi.fn();
    const reason = new Error("offline");
    await act(() =>
      result.current.change(
        true,
        async () => {
          throw reason;
        },
        onError,
      ),
    );
    expect(result.current).toMatchObject({ value: false, isPending: false, hasFailed: true });
    expect(onError).toHaveBeenCalledWith(reason);
  });

  it("ignores a change while one is pending", async () => {
    const { result } = render(false);
    const first = deferred<boolean>();
    const second = vi.fn(async () => undefined);
    let done!: Promise<void>;
    act(() => {
      done = result.current.change(true, () => first.promise);
    });
    await act(() => result.current.change(false, second));
    expect(second).not.toHaveBeenCalled();
    expect(result.current.value).toBe(true);
    await act(async () => {
      first.resolve(undefined);
      await done;
    });
    expect(result.current.isPending).toBe(false);
  });

  it("starts again from a new source and forgets a failure", async () => {
    const { result, rerender } = render(false, 1);
    await act(() =>
      result.current.change(true, async () => {
        throw new Error("offline");
      }),
    );
    expect(result.current.hasFailed).toBe(true);
    rerender({ initial: true, id: 2 });
    expect(result.current).toMatchObject({ value: true, hasFailed: false });
    rerender({ initial: true, id: 2 });
    expect(result.current.value).toBe(true);
  });
});
