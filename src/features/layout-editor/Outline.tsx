import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { cx } from "@linaria/core";
import { t } from "../../../runtime/i18n/t";
import type { NodePath, OutlineItem, Slot } from "./model";
import { pathKey } from "./editor-state";
import { dropSlot } from "./drop-slot";
import type * as OutlineDrag from "./outline-drag";
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

/**
 * Drag and drop, loaded when the outline first shows in the browser (outline-drag.ts). One chunk
 * with the editor's own code it uses, so the bundler's helpers stay in the app's chunk rather than
 * becoming a script of their own on every page.
 */
let dragModule: Promise<typeof OutlineDrag> | undefined;
const loadDrag = () => (dragModule ??= import("./outline-drag"));

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
    let live = true;
    let cleanup = () => {};
    void loadDrag().then(({ attachRowDragAndDrop }) => {
      if (live) cleanup = attachRowDragAndDrop(element, item, (from, kind) => onDropRef.current(from, kind));
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
