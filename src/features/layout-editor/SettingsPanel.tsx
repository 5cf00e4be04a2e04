import { useEffect, useId, useRef, useState } from "react";
import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { precompiledFormValidator, SchemaForm } from "../../../runtime/forms";
import type { CompiledValidateFunction } from "../../../runtime/forms/validators";
import { t } from "../../../runtime/i18n/t";
import { useLayoutRuntime } from "../../../runtime/layout/layout-runtime";
import type { FragmentImpl, LayoutDefinitionNode } from "../../../schemas/layout/node.schema";
import { plazaFormRegistry } from "../../ui/forms";
import type { CatalogItem, FragmentSummary, RoleSummary } from "./editor-api";
import { formSchemaOf, ownPropsOf } from "./catalog-info";
import { definitionValidators, type NodePath } from "./model";
import * as styles from "./LayoutEditor.styles";

type Props = Record<string, unknown>;
/** The node middleware the editor sets: device visibility and role visibility. */
export interface NodeVisibility {
  device?: "all" | "desktop" | "mobile";
  roleIDs?: number[];
}

const acceptAll = Object.assign(() => true, { errors: null });

/**
 * The settings form's validator: the widget's own precompiled validator, the one the runtime uses,
 * else (a widget the build does not know) the one the server compiled for the editor.
 */
function useFormValidator(item: CatalogItem, schema: RJSFSchema): ValidatorType<Props> | null {
  const runtime = useLayoutRuntime();
  const [validator, setValidator] = useState<{ schema: RJSFSchema; validator: ValidatorType<Props> } | null>(
    null,
  );
  useEffect(() => {
    let live = true;
    const type = item.$reactComponent;
    const known = runtime.validators?.[type];
    const loaded = known
      ? Promise.resolve(known)
      : (runtime.loadValidator?.(type) ?? Promise.resolve(undefined));
    void loaded.then((built) => {
      const validate = built ?? definitionValidators().widget({ type, schema: item.schema }) ?? acceptAll;
      const compiled = validate as CompiledValidateFunction;
      if (live) setValidator({ schema, validator: precompiledFormValidator<Props>(schema, compiled) });
    });
    return () => {
      live = false;
    };
  }, [runtime, item, schema]);
  return validator?.schema === schema ? validator.validator : null;
}

/** Props of {@link SettingsPanel}. */
export interface SettingsPanelProps {
  path: NodePath;
  node: LayoutDefinitionNode;
  item: CatalogItem;
  roles: readonly RoleSummary[];
  fragments: readonly FragmentSummary[];
  onProps: (props: Props) => void;
  onVisibility: (visibility: NodeVisibility | undefined) => void;
  onFragmentImpls: (impls: Record<string, FragmentImpl> | undefined) => void;
  /** Grows each time the outline asks for the settings (Enter): the first field takes focus. */
  focusRequest?: number;
}

/**
 * The selected node's settings: its props in a form generated from its catalog schema (validated by
 * the widget's own validator, errors under their fields), applied to the document as they are typed;
 * who sees it (device, roles); and, where custom fragments exist for it, which implementation renders it.
 */
export function SettingsPanel({
  path,
  node,
  item,
  roles,
  fragments,
  onProps,
  onVisibility,
  onFragmentImpls,
  focusRequest = 0,
}: SettingsPanelProps) {
  const schema = formSchemaOf(item);
  const validator = useFormValidator(item, schema);
  const own = ownPropsOf(node, item);
  // The form starts over only when the document's props change from elsewhere (undo, Advanced), not as
  // it types: a value the model refuses leaves the document as it was, and the form keeps the typing.
  const ownText = JSON.stringify(own);
  const [seen, setSeen] = useState(ownText);
  const [emitted, setEmitted] = useState(ownText);
  const [baseline, setBaseline] = useState<Props>(own);
  if (ownText !== seen) {
    setSeen(ownText);
    if (ownText !== emitted) {
      setEmitted(ownText);
      setBaseline(own);
    }
  }
  const visibility = (node.$middleware as { visibility?: NodeVisibility } | undefined)?.visibility ?? {};
  const device = visibility.device ?? "all";
  const roleIDs = visibility.roleIDs ?? [];
  const setVisibility = (next: NodeVisibility) => {
    const cleaned: NodeVisibility = {};
    if (next.device && next.device !== "all") cleaned.device = next.device;
    if (next.roleIDs && next.roleIDs.length > 0) cleaned.roleIDs = next.roleIDs;
    onVisibility(Object.keys(cleaned).length > 0 ? cleaned : undefined);
  };
  const groupID = useId();
  const container = useRef<HTMLDivElement>(null);
  const hasForm = Object.keys(schema.properties ?? {}).length > 0;
  const ready = !hasForm || validator !== null;
  useEffect(() => {
    if (focusRequest === 0 || !ready) return;
    container.current?.querySelector<HTMLElement>("input, select, textarea, button")?.focus();
  }, [focusRequest, ready]);
  const fragmentTypes = item.fragmentTypes.filter((type) => fragments.some((f) => f.fragmentType === type));
  const impls = node.$fragmentImpls ?? {};

  return (
    <div className={styles.settings} ref={container}>
      {hasForm &&
        (validator ? (
          <SchemaForm<Props>
            key={pathKeyOf(path)}
            schema={schema}
            formData={baseline}
            validator={validator}
            registry={plazaFormRegistry}
            onSubmit={() => {}}
            onValuesChange={(data) => {
              const props = JSON.parse(JSON.stringify(data ?? {})) as Props;
              setEmitted(JSON.stringify(ownPropsOf(props, item)));
              onProps(props);
            }}
          >
            <></>
          </SchemaForm>
        ) : (
          <p className={styles.muted}>{t("Loading…")}</p>
        ))}
      <fieldset className={styles.fieldset}>
        <legend>{t("Visible on")}</legend>
        {(
          [
            ["all", t("All devices")],
            ["desktop", t("Desktop only")],
            ["mobile", t("Mobile only")],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={`${groupID}-device`}
              value={value}
              checked={device === value}
              onChange={() => setVisibility({ device: value, roleIDs })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {roles.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>{t("Visible to")}</legend>
          <p className={styles.hint}>{t("No role checked: everyone sees it.")}</p>
          {roles.map((role) => (
            <label key={role.roleID} className={styles.choice}>
              <input
                type="checkbox"
                checked={roleIDs.includes(role.roleID)}
                onChange={(event) =>
                  setVisibility({
                    device,
                    roleIDs: event.target.checked
                      ? [...roleIDs, role.roleID]
                      : roleIDs.filter((id) => id !== role.roleID),
                  })
                }
              />
              {role.name}
            </label>
          ))}
        </fieldset>
      )}
      {fragmentTypes.map((fragmentType) => (
        <label key={fragmentType} className={styles.field}>
          <span>{t("Implementation of {fragmentType}", { fragmentType })}</span>
          <select
            className={styles.input}
            value={impls[fragmentType]?.fragmentUUID ?? ""}
            onChange={(event) => {
              const next = { ...impls };
              const chosen = fragments.find((f) => f.fragmentUUID === event.target.value);
              if (event.target.value === "") delete next[fragmentType];
              else if (event.target.value === "system") next[fragmentType] = { fragmentUUID: "system" };
              else if (chosen)
                next[fragmentType] = {
                  fragmentUUID: chosen.fragmentUUID,
                  fragmentRevisionUUID: chosen.fragmentRevisionUUID,
                  jsUrl: chosen.jsUrl,
                  cssUrl: chosen.cssUrl,
                };
              onFragmentImpls(Object.keys(next).length > 0 ? next : undefined);
            }}
          >
            <option value="">{t("The site's default")}</option>
            <option value="system">{t("Built-in")}</option>
            {fragments
              .filter((f) => f.fragmentType === fragmentType)
              .map((f) => (
                <option key={f.fragmentUUID} value={f.fragmentUUID}>
                  {f.name}
                </option>
              ))}
          </select>
        </label>
      ))}
    </div>
  );
}

const pathKeyOf = (path: NodePath) => path.join(".");
