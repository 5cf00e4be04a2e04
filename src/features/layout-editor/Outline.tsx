import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { cx } from "@linaria/core";
import type * as Adapter from "@atlaskit/pragmatic-drag-and-drop/element/adapter";
import type * as Combine from "@atlaskit/pragmatic-drag-and-drop/combine";
import { t } from "../../../runtime/i18n/t";
import type { NodePath, OutlineItem, Slot } from "./model";
import { pathKey } from "./editor-state";
import { itemLabel } from "./outline-labels";
import * as styles from "./LayoutEditor.styles";

/** What the outline's keys and buttons do to the document (the editor implements them). */
export interface OutlineCommands {
  select(path: NodePath): void;
  openSettings(): void;
  pickUp(): void;
  moveStep(direction: "up" | "down"): void;
  drop(): void;
  cancelMove(): void;
  remove(): void;
  duplicate(): void;
  copy(): void;
  paste(): void;
  /** Moves a dragged node to a slot (drag and drop). */
  moveTo(from: NodePath, to: Slot): void;
}

/** Props of {@link Outline}. */
export interface OutlineProps {
  items: readonly OutlineItem[];
  selection: NodePath | null;
  moving: boolean;
  commands: OutlineCommands;
}

/** The slot a node dropped on a row goes to: before a node of its kind, at the end of a region. */
function dropSlot(target: OutlineItem, draggedKind: OutlineItem["kind"]): Slot | null {
  if (draggedKind === "widget") {
    if (target.kind === "region") return target.slot ?? null;
    if (target.kind !== "widget") return null;
    const index = target.path[target.path.length - 1];
    const region = target.path[target.path.length - 2];
    if (typeof index !== "number" || typeof region !== "string") return null;
    return { parent: target.path.slice(0, -2), region, index };
  }
  if (draggedKind === "section" && target.kind === "section") {
    const index = target.path[target.path.length - 1];
    return typeof index === "number" ? { parent: null, region: "layout", index } : null;
  }
  return null;
}

/**
 * Drag and drop (@atlaskit/pragmatic-drag-and-drop), loaded when the outline first shows in the
 * browser: an effect never runs on the server, whose Node cannot import the package's folders.
 */
type DndModules = [typeof Adapter, typeof Combine];
let dndModules: Promise<DndModules> | undefined;
const loadDnd = () =>
  (dndModules ??= Promise.all([
    import("@atlaskit/pragmatic-drag-and-drop/element/adapter"),
    import("@atlaskit/pragmatic-drag-and-drop/combine"),
  ]));

interface RowProps {
  item: OutlineItem;
  id: string;
  selected: boolean;
  moving: boolean;
  onSelect: () => void;
  onDrop: (from: NodePath, fromKind: OutlineItem["kind"]) => void;
}

function OutlineRow({ item, id, selected, moving, onSelect, onDrop }: RowProps) {
  const ref = useRef<HTMLLIElement>(null);
  const onDropRef = useRef(onDrop);
  useEffect(() => {
    onDropRef.current = onDrop;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const data = { path: [...item.path], kind: item.kind };
    let live = true;
    let cleanup = () => {};
    void loadDnd().then(([{ draggable, dropTargetForElements }, { combine }]) => {
      if (!live) return;
      cleanup = combine(
        ...(item.kind === "region" ? [] : [draggable({ element, getInitialData: () => data })]),
        dropTargetForElements({
          element,
          getData: () => data,
          canDrop: ({ source }) =>
            pathKey(source.data.path as NodePath) !== pathKey(item.path) &&
            dropSlot(item, source.data.kind as OutlineItem["kind"]) !== null,
          onDrop: ({ source }) =>
            onDropRef.current(source.data.path as NodePath, source.data.kind as OutlineItem["kind"]),
        }),
      );
    });
    return () => {
      live = false;
      cleanup();
    };
  }, [item]);
  return (
    <li
      ref={ref}
      id={id}
      role="treeitem"
      aria-level={item.depth + 1}
      aria-selected={selected}
      className={cx(
        styles.treeItem,
        styles[`tree_${item.kind}`],
        selected && styles.treeItemSelected,
        selected && moving && styles.treeItemMoving,
      )}
      style={{ paddingInlineStart: `${0.5 + item.depth * 1}rem` }}
      onClick={onSelect}
    >
      {item.kind === "region" ? (
        <span className={styles.regionLabel}>{itemLabel(item)}</span>
      ) : (
        itemLabel(item)
      )}
    </li>
  );
}

/**
 * The layout's outline: a tree of sections, their regions and their widgets. One tab stop; the
 * arrow keys move the selection, Enter opens the selected node's settings, M picks it up to move it
 * with the arrows (Enter or Space drops, Escape puts it back), Delete removes it, Ctrl+D duplicates,
 * Ctrl+C and Ctrl+V copy and paste. Rows can also be dragged onto each other.
 */
export function Outline({ items, selection, moving, commands }: OutlineProps) {
  const baseID = useId().replace(/[^A-Za-z0-9_-]/g, "");
  const selectedKey = pathKey(selection);
  const index = items.findIndex((item) => pathKey(item.path) === selectedKey);
  const rowID = (item: OutlineItem) => `${baseID}-${pathKey(item.path).replace(/\./g, "-")}`;
  const selectedItem = index >= 0 ? items[index] : undefined;

  const selectAt = (at: number) => {
    const item = items[Math.max(0, Math.min(items.length - 1, at))];
    if (item) commands.select(item.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const mod = event.ctrlKey || event.metaKey;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (moving) {
      if (event.key === "ArrowUp" || event.key === "ArrowDown") {
        handled();
        commands.moveStep(event.key === "ArrowUp" ? "up" : "down");
      } else if (event.key === "Enter" || event.key === " ") {
        handled();
        commands.drop();
      } else if (event.key === "Escape") {
        handled();
        commands.cancelMove();
      } else if (event.key !== "Tab") {
        handled();
      }
      return;
    }
    if (event.key === "ArrowDown") {
      handled();
      selectAt(index < 0 ? 0 : index + 1);
    } else if (event.key === "ArrowUp") {
      handled();
      selectAt(index < 0 ? 0 : index - 1);
    } else if (event.key === "Home") {
      handled();
      selectAt(0);
    } else if (event.key === "End") {
      handled();
      selectAt(items.length - 1);
    } else if (event.key === "Enter" && selectedItem) {
      handled();
      commands.openSettings();
    } else if ((event.key === "m" || event.key === "M") && !mod && !event.altKey) {
      handled();
      commands.pickUp();
    } else if ((event.key === "Delete" || event.key === "Backspace") && !mod) {
      handled();
      commands.remove();
    } else if (mod && !event.shiftKey && (event.key === "d" || event.key === "D")) {
      handled();
      commands.duplicate();
    } else if (mod && !event.shiftKey && (event.key === "c" || event.key === "C")) {
      handled();
      commands.copy();
    } else if (mod && !event.shiftKey && (event.key === "v" || event.key === "V")) {
      handled();
      commands.paste();
    }
  };

  return (
    <>
      <ul
        role="tree"
        aria-label={t("Outline")}
        aria-describedby={`${baseID}-help`}
        aria-activedescendant={selectedItem ? rowID(selectedItem) : undefined}
        tabIndex={0}
        className={styles.tree}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (!selectedItem && items[0]) commands.select(items[0].path);
        }}
      >
        {items.map((item) => (
          <OutlineRow
            key={pathKey(item.path)}
            item={item}
            id={rowID(item)}
            selected={pathKey(item.path) === selectedKey}
            moving={moving}
            onSelect={() => commands.select(item.path)}
            onDrop={(from, fromKind) => {
              const slot = dropSlot(item, fromKind);
              if (slot) commands.moveTo(from, slot);
            }}
          />
        ))}
      </ul>
      <p id={`${baseID}-help`} className={styles.treeHelp}>
        {t("Arrow keys select. Enter opens the settings. M moves the selected item.")}
      </p>
    </>
  );
}
