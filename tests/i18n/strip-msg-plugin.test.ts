// @vitest-environment node
import { describe, expect, it } from "vitest";
import { stripMsgPlugin } from "../../build/strip-msg-plugin";

const transform = (code: string, id = "/app/src/features/x/labels.ts") => {
  const hook = stripMsgPlugin().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id)?.code ?? null;
};

describe("the build's msg() stripping (interface strings cost the bundles nothing)", () => {
  it("writes each msg() literal bare", () => {
    expect(transform('const a = { label: msg("Sign In"), b: t(msg(`x`)) };')).toBe(
      'const a = { label: "Sign In", b: t(`x`) };',
    );
  });

  it("keeps every later line in its place when a call spans lines", () => {
    const stripped = transform('x = msg(\n  "It\'s {count}",\n);\ny = 1;');
    expect(stripped).toBe('x = "It\'s {count}"\n\n;\ny = 1;');
  });

  it("leaves other calls, non-literal arguments and files outside the source alone", () => {
    expect(transform('emsg("a"); x.msg("b"); msg(label);')).toBeNull();
    expect(transform('msg("a")', "/app/node_modules/lib/index.ts")).toBeNull();
    expect(transform('msg("a")', "/app/src/styles.css")).toBeNull();
    expect(transform('msg("a")', "/app/tests/x.test.ts")).toBeNull();
    expect(transform('msg("a")', "/app/runtime/i18n/t.test.ts")).toBeNull();
  });
});
