import type { LayoutNode } from "../../../schemas/layout/node.schema";
import { LayoutRenderer } from "../../../runtime/layout/LayoutRenderer";
import { builtInWidgets } from "../../../widgets";
import { widgetFolderOf as folderOf } from "../../../runtime/registry/widget-folder";
import * as styles from "../shell/shell.styles";

const fixtureModules = import.meta.glob<Record<string, Record<string, Record<string, unknown>>>>(
  "../../../widgets/*/fixtures.ts",
  { eager: true },
);

/** Fixtures of every widget folder, keyed by folder name. */
function fixturesByFolder(): Map<string, Record<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, Record<string, unknown>>>();
  for (const [file, module] of Object.entries(fixtureModules)) {
    const folder = file.split("/").at(-2) ?? file;
    const fixtures = Object.values(module)[0];
    if (fixtures) out.set(folder, fixtures);
  }
  return out;
}

/** Development only (`/_gallery`): every widget rendered with each of its fixtures, through the runtime. */
export default function Gallery() {
  const fixtures = fixturesByFolder();
  return (
    <main className={styles.main}>
      <h1>Widget gallery</h1>
      {builtInWidgets.map((widget) => (
        <section key={widget.type} aria-label={widget.type}>
          <h2>
            {widget.label} <code>{widget.type}</code>
          </h2>
          {Object.entries(fixtures.get(folderOf(widget.type)) ?? {}).map(([name, props]) => {
            const node: LayoutNode = { $reactComponent: widget.type, $reactProps: props };
            return (
              <figure key={name}>
                <figcaption>{name}</figcaption>
                <LayoutRenderer nodes={[node]} path={`${widget.type}.${name}`} />
              </figure>
            );
          })}
        </section>
      ))}
    </main>
  );
}
