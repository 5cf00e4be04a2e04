import { Fragment, useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import useSWR from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import { ApiError } from "../../../../runtime/api/api-error";
import { sessionStore } from "../../../../runtime/data/session-store";
import { useLeaveGuard } from "../../../../runtime/forms";
import { t } from "../../../../runtime/i18n/t";
import type { SiteNavItem } from "../../../../schemas/config/site-navigation.schema";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { UnsavedChangesDialog } from "../../../ui/forms";
import { TextField } from "../../../ui/TextField";
import type { DashboardSectionProps } from "../sections";
import {
  addItem,
  blankItem,
  builtInItems,
  errorPaths,
  itemAt,
  MAX_DEPTH,
  moveItem,
  removeItem,
  toEditItems,
  toStoredItems,
  updateItem,
  validateItems,
  type EditItem,
  type ItemErrors,
  type ItemPath,
} from "./navigation-items";
import * as styles from "./NavigationSection.styles";

/** The config key the section edits (schemas/config/site-navigation.schema.ts). */
const NAVIGATION_KEY = "navigation.items";
const CONFIG_SWR_KEY = "dashboard:navigation:config";
const ROLES_SWR_KEY = "dashboard:navigation:roles";

interface RoleOption {
  roleID: number;
  name: string;
}

/** What to focus after an edit: an item's control, or a list's add button. */
type FocusTarget = { key: string; control: "name" | "up" | "down" | "add" };

/** The controls' ids: an item's label field and buttons, a list's add button (by its parent's key). */
const controlID = (base: string, target: FocusTarget) => `${base}-${target.key}-${target.control}`;

interface ItemProps {
  item: EditItem;
  path: ItemPath;
  siblings: number;
  base: string;
  roles: readonly RoleOption[];
  errors: ReadonlyMap<string, ItemErrors>;
  onChange(path: ItemPath, fields: Partial<EditItem>): void;
  onMove(path: ItemPath, delta: number): void;
  onRemove(path: ItemPath): void;
  onAdd(parent: ItemPath, kind: "link" | "group"): void;
}

/** One item: its label, address and roles, its buttons, and (above the last level) its links. */
function NavigationItem(props: ItemProps) {
  const { item, path, siblings, base, roles, errors } = props;
  const index = path[path.length - 1]!;
  const own = errors.get(item.key) ?? {};
  const title = item.name.trim() || t("New item");
  const isGroup = item.children.length > 0;
  return (
    <li>
      <fieldset className={styles.item}>
        <legend>{title}</legend>
        <div className={styles.fields}>
          <TextField
            data-nav-focus={controlID(base, { key: item.key, control: "name" })}
            label={t("Label")}
            value={item.name}
            maxLength={300}
            errors={own.name?.map((message) => t(message))}
            onChange={(event) => props.onChange(path, { name: event.target.value })}
          />
          <TextField
            label={t("Address")}
            value={item.url}
            maxLength={2000}
            hint={
              isGroup
                ? t("Optional for a group: its links open from it.")
                : t("A path such as /help, or https://…")
            }
            errors={own.url?.map((message) => t(message))}
            onChange={(event) => props.onChange(path, { url: event.target.value })}
          />
        </div>
        <fieldset className={styles.roles}>
          <legend>{t("Visible to (everyone when none is checked)")}</legend>
          {roles.map((role) => (
            <label key={role.roleID}>
              <input
                type="checkbox"
                checked={item.roleIDs.includes(role.roleID)}
                onChange={(event) =>
                  props.onChange(path, {
                    roleIDs: event.target.checked
                      ? [...item.roleIDs, role.roleID]
                      : item.roleIDs.filter((id) => id !== role.roleID),
                  })
                }
              />
              {role.name}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button
            data-nav-focus={controlID(base, { key: item.key, control: "up" })}
            buttonType="dashboardSecondary"
            disabled={index === 0}
            aria-label={t("Move up: {name}", { name: title })}
            onClick={() => props.onMove(path, -1)}
          >
            {t("Move up")}
          </Button>
          <Button
            data-nav-focus={controlID(base, { key: item.key, control: "down" })}
            buttonType="dashboardSecondary"
            disabled={index === siblings - 1}
            aria-label={t("Move down: {name}", { name: title })}
            onClick={() => props.onMove(path, 1)}
          >
            {t("Move down")}
          </Button>
          <Button
            buttonType="dashboardSecondary"
            aria-label={t("Remove: {name}", { name: title })}
            onClick={() => props.onRemove(path)}
          >
            {t("Remove")}
          </Button>
        </div>
        {path.length <= MAX_DEPTH - 1 && (
          <ItemList {...props} items={item.children} parent={path} parentKey={item.key} parentTitle={title} />
        )}
      </fieldset>
    </li>
  );
}

interface ListProps extends Omit<ItemProps, "item" | "path" | "siblings"> {
  items: readonly EditItem[];
  parent: ItemPath;
  parentKey: string;
  parentTitle?: string;
}

/** A list of items with the buttons that add to it. */
function ItemList(props: ListProps) {
  const { items, parent, parentKey, parentTitle, base } = props;
  const canNest = parent.length < MAX_DEPTH - 1;
  return (
    <>
      {items.length > 0 && (
        <ol className={parent.length ? `${styles.list} ${styles.nested}` : styles.list}>
          {items.map((item, index) => (
            <NavigationItem
              {...props}
              key={item.key}
              item={item}
              path={[...parent, index]}
              siblings={items.length}
            />
          ))}
        </ol>
      )}
      <div className={styles.actions}>
        <Button
          data-nav-focus={controlID(base, { key: parentKey, control: "add" })}
          buttonType="dashboardStandard"
          onClick={() => props.onAdd(parent, "link")}
        >
          {parentTitle ? t("Add a link to {name}", { name: parentTitle }) : t("Add a link")}
        </Button>
        {canNest && (
          <Button buttonType="dashboardStandard" onClick={() => props.onAdd(parent, "group")}>
            {parentTitle ? t("Add a group to {name}", { name: parentTitle }) : t("Add a group")}
          </Button>
        )}
      </div>
    </>
  );
}

/** The section's editor: the items as stored (or the built-in ones), edited until saved. */
function NavigationEditor(props: {
  stored: SiteNavItem[] | null;
  roles: readonly RoleOption[];
  onSaved(items: SiteNavItem[] | null): Promise<unknown>;
}) {
  const base = useId().replace(/:/g, "");
  const [items, setItems] = useState<EditItem[]>(() => toEditItems(props.stored ?? builtInItems()));
  // The items as saved, to tell unsaved changes (an edit undone by hand is no change).
  const [savedText, setSavedText] = useState(() => JSON.stringify(toStoredItems(items)));
  const isDirty = useMemo(() => JSON.stringify(toStoredItems(items)) !== savedText, [items, savedText]);
  const [proceed, setProceed] = useState<(() => void) | null>(null);
  useLeaveGuard(isDirty, (go) => setProceed(() => go));
  const [errors, setErrors] = useState<ReadonlyMap<string, ItemErrors>>(new Map());
  const [formError, setFormError] = useState("");
  const [status, setStatus] = useState("");
  const [isSaving, setIsSaving] = useState(false);
  const focusNext = useRef<FocusTarget | null>(null);

  // After a move, an add or a removal: focus where the keyboard user's next step is.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const find = (at: FocusTarget) =>
      document.querySelector<HTMLButtonElement>(`[data-nav-focus="${controlID(base, at)}"]`);
    const element = find(target);
    const other =
      target.control === "up" || target.control === "down"
        ? find({ ...target, control: target.control === "up" ? "down" : "up" })
        : null;
    (element && !element.disabled ? element : (other ?? element))?.focus();
  });

  const edit = (next: EditItem[], focus?: FocusTarget, announce = "") => {
    focusNext.current = focus ?? null;
    setItems(next);
    setStatus(announce);
  };
  const onChange = (path: ItemPath, fields: Partial<EditItem>) => {
    const key = itemAt(items, path)?.key;
    if (key && errors.has(key)) {
      // A field's error goes once it is edited; the others stay until the next save.
      const next = new Map(errors);
      const own = { ...next.get(key) };
      for (const name of Object.keys(fields)) delete own[name as keyof ItemErrors];
      next.set(key, own);
      setErrors(next);
    }
    edit(updateItem(items, path, fields));
  };
  const onMove = (path: ItemPath, delta: number) => {
    const item = itemAt(items, path)!;
    const next = moveItem(items, path, delta);
    const siblings = path.length > 1 ? itemAt(next, path.slice(0, -1))!.children : next;
    const position = siblings.findIndex((sibling) => sibling.key === item.key) + 1;
    edit(
      next,
      { key: item.key, control: delta < 0 ? "up" : "down" },
      t("{name} moved to position {position} of {count}.", {
        name: item.name.trim() || t("New item"),
        position,
        count: siblings.length,
      }),
    );
  };
  const onRemove = (path: ItemPath) => {
    const item = itemAt(items, path)!;
    const parentKey = path.length > 1 ? itemAt(items, path.slice(0, -1))!.key : "top";
    edit(
      removeItem(items, path),
      { key: parentKey, control: "add" },
      t("{name} was removed.", { name: item.name.trim() || t("New item") }),
    );
  };
  const onAdd = (parent: ItemPath, kind: "link" | "group") => {
    const item = blankItem(kind);
    edit(addItem(items, parent, item), { key: item.key, control: "name" });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus("");
    setFormError("");
    const found = validateItems(items);
    setErrors(found);
    if (found.size > 0) {
      setFormError(t("Some items need a change before they can be saved."));
      return;
    }
    setIsSaving(true);
    try {
      const stored = toStoredItems(items);
      await apiClient.patch("config", { body: { [NAVIGATION_KEY]: stored } });
      await props.onSaved(stored);
      setSavedText(JSON.stringify(stored));
      setStatus(t("The navigation was saved."));
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError({ status: 0, cause: caught });
      const server = new Map<string, ItemErrors>();
      for (const [key, path] of errorPaths(items)) {
        const own: ItemErrors = {};
        for (const field of ["name", "url"] as const) {
          const messages = error.errors[`${path}.${field}`]?.map((e) => e.message);
          if (messages?.length) own[field] = messages;
        }
        if (own.name || own.url) server.set(key, own);
      }
      setErrors(server);
      setFormError(server.size ? t("Some items need a change before they can be saved.") : error.message);
    } finally {
      setIsSaving(false);
    }
  }

  async function restoreBuiltIn() {
    setStatus("");
    setFormError("");
    setIsSaving(true);
    try {
      await apiClient.patch("config", { body: { [NAVIGATION_KEY]: null } });
      await props.onSaved(null);
      setErrors(new Map());
      const builtIn = toEditItems(builtInItems());
      setItems(builtIn);
      setSavedText(JSON.stringify(toStoredItems(builtIn)));
      setStatus(t("The title bar shows the built-in navigation again."));
    } catch (caught) {
      setFormError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <>
      <form className={styles.layout} onSubmit={(event) => void save(event)} noValidate>
        <p className={styles.hint}>
          {props.stored === null
            ? t("The title bar shows the built-in navigation. Change it here, then save.")
            : t("The title bar of every page shows these items, unless a layout sets its own.")}
        </p>
        <ItemList
          items={items}
          parent={[]}
          parentKey="top"
          base={base}
          roles={props.roles}
          errors={errors}
          onChange={onChange}
          onMove={onMove}
          onRemove={onRemove}
          onAdd={onAdd}
        />
        {formError && (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" buttonType="dashboardPrimary" isLoading={isSaving}>
            {t("Save")}
          </Button>
          {props.stored !== null && (
            <Button buttonType="dashboardSecondary" disabled={isSaving} onClick={() => void restoreBuiltIn()}>
              {t("Use the built-in navigation")}
            </Button>
          )}
          <span role="status">{status}</span>
        </div>
      </form>
      {proceed && (
        <UnsavedChangesDialog
          onCancel={() => setProceed(null)}
          onContinue={() => {
            setProceed(null);
            proceed();
          }}
        />
      )}
    </>
  );
}

/** The admin's own pages without a layout show the new navigation at once (the server narrows it on reload). */
function updateSessionNavigation(items: SiteNavItem[] | null) {
  sessionStore.update((state) => {
    if (items) state.config[NAVIGATION_KEY] = items;
    else delete state.config[NAVIGATION_KEY];
  });
}

/**
 * The dashboard's site-wide navigation (site.manage; saved with `PATCH /config` `navigation.items`):
 * the title bar's items on every page, their labels, addresses, nesting for the mega-menu and the
 * roles that see them; reordered with Move up and Move down.
 */
export default function NavigationSection(_props: DashboardSectionProps) {
  const config = useSWR<Record<string, unknown>, ApiError>(
    CONFIG_SWR_KEY,
    async () =>
      (await apiClient.get<Record<string, unknown>>("config", { query: { select: NAVIGATION_KEY } })).data,
  );
  const roles = useSWR<RoleOption[], ApiError>(
    ROLES_SWR_KEY,
    async () => (await apiClient.get<RoleOption[]>("roles", { query: { limit: 500 } })).data,
  );
  const stored = useMemo(
    () =>
      config.data ? ((config.data[NAVIGATION_KEY] as SiteNavItem[] | null | undefined) ?? null) : undefined,
    [config.data],
  );
  const error = config.error ?? roles.error;
  if (error)
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  if (stored === undefined || !roles.data) return <Loader />;
  return (
    <Fragment>
      <NavigationEditor
        stored={stored}
        roles={roles.data}
        onSaved={async (items) => {
          updateSessionNavigation(items);
          await config.mutate({ ...config.data, [NAVIGATION_KEY]: items }, { revalidate: false });
        }}
      />
    </Fragment>
  );
}
