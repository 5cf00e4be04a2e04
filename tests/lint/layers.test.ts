// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

const eslint = new ESLint();

/** Lints `code` as if it were the file at `filePath` and answers the layer-rule messages. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

describe("layer rules of ARCHITECTURE.md, enforced by lint", () => {
  it("schemas/ imports nothing", async () => {
    const errors = await layerErrors(
      "schemas/x.ts",
      'import { t } from "../runtime/i18n/t";\nexport { t };\n',
    );
    expect(errors).toEqual([expect.stringContaining("schemas/ must not import anything")]);
  });

  it("runtime/ never imports src/ and says what to do instead", async () => {
    const errors = await layerErrors(
      "runtime/x.ts",
      'import { Button } from "../src/ui/Button";\nexport { Button };\n',
    );
    expect(errors).toEqual([expect.stringContaining("pass what it needs in")]);
  });

  it("server/ sees schemas and the pure runtime modules only; import type may cross", async () => {
    const bad = await layerErrors("server/x.ts", 'import { t } from "../runtime/i18n/t";\nexport { t };\n');
    expect(bad).toEqual([expect.stringContaining("server/ may import schemas/")]);
    const ok = await layerErrors(
      "server/y.ts",
      'import { hasPermission } from "../runtime/permissions/permission-checker";\nimport type { Store } from "../runtime/data/store";\nexport type S = Store<number>;\nexport { hasPermission };\n',
    );
    expect(ok).toEqual([]);
  });

  it("a feature imports another feature only through its index.ts", async () => {
    const bad = await layerErrors(
      "src/features/other/x.ts",
      'import { signIn } from "../session/session-api";\nexport { signIn };\n',
    );
    expect(bad).toEqual([expect.stringContaining('import from "../session" instead')]);
    const ok = await layerErrors(
      "src/features/other/y.ts",
      'import { signIn } from "../session";\nexport { signIn };\n',
    );
    expect(ok).toEqual([]);
  });

  it("the design system does not import the app", async () => {
    const errors = await layerErrors("src/ui/x.tsx", 'import { App } from "../app/App";\nexport { App };\n');
    expect(errors).toEqual([expect.stringContaining("src/ui must not import")]);
  });

  it("services must not import layouts/ or routes/; layouts and routes may import services", async () => {
    const fromLayouts = await layerErrors(
      "server/services/x/y.ts",
      'import { defaultLayouts } from "../../layouts/defaults";\nexport { defaultLayouts };\n',
    );
    expect(fromLayouts).toEqual([expect.stringContaining("services must not import layouts/ or routes/")]);
    const fromRoutes = await layerErrors(
      "server/services/x/y.ts",
      'import { escapeXml } from "../../routes/pages/seo";\nexport { escapeXml };\n',
    );
    expect(fromRoutes).toEqual([expect.stringContaining("services must not import layouts/ or routes/")]);
    const down = await layerErrors(
      "server/routes/y.ts",
      'import { readSiteConfig } from "../services/config";\nexport { readSiteConfig };\n',
    );
    expect(down).toEqual([]);
    const client = await layerErrors(
      "src/ui/x.ts",
      'import { readSiteConfig } from "../../server/services/config";\nexport { readSiteConfig };\n',
    );
    expect(client).toEqual([expect.stringContaining("src/ui must not import")]);
  });

  it("a migration imports no live service code", async () => {
    const [result] = await eslint.lintText(
      'import { renderPendingBodies } from "../../../services/body/render-stored";\nexport { renderPendingBodies };\n',
      { filePath: "server/db/migrations/003x/0099-x.ts" },
    );
    const messages = (result?.messages ?? []).map((m) => m.message);
    expect(messages).toEqual([expect.stringContaining("a migration must not import live service code")]);
  });

  it("a widget imports only types from a widget schema module; its run-time defaults come from defaults.ts", async () => {
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: "widgets/x-widget/XWidget.tsx" });
      return (result?.messages ?? []).map((m) => m.message);
    };
    expect(
      await lint(
        'import { DEFAULT_RSS_LIMIT } from "../../schemas/widgets/rss-widget.schema";\nexport const n = DEFAULT_RSS_LIMIT;\n',
      ),
    ).toEqual([expect.stringContaining("put the value it needs in schemas/widgets/defaults.ts")]);
    expect(
      await lint(
        'import type { RSSWidgetProps } from "../../schemas/widgets/rss-widget.schema";\nimport { DEFAULT_RSS_LIMIT } from "../../schemas/widgets/defaults";\nexport const n: RSSWidgetProps["limit"] = DEFAULT_RSS_LIMIT;\n',
      ),
    ).toEqual([]);
  });
});
