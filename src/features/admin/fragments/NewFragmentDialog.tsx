import { useId, useState } from "react";
import { useLocation } from "wouter";
import { t } from "../../../../runtime/i18n/t";
import { FormDialog } from "../../../ui/FormDialog";
import { TextField } from "../../../ui/TextField";
import { fragmentTypeOptions } from "./fragment-types";
import { newFragmentUrl } from "./fragment-urls";
import * as styles from "./FragmentsSection.styles";

/** Asks what a new fragment replaces (or that it is a new widget type) and its name, then opens the editor. */
export function NewFragmentDialog({ initialType, onClose }: { initialType: string; onClose(): void }) {
  const [, navigate] = useLocation();
  const options = fragmentTypeOptions();
  const [fragmentType, setFragmentType] = useState(initialType || (options[0]?.value ?? ""));
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const typeID = useId();
  return (
    <FormDialog
      look="dashboard"
      title={t("New fragment")}
      submitLabel={t("Continue")}
      onClose={onClose}
      onSubmit={async () => {
        if (!name.trim()) {
          setErrors([t("Name must not be empty.")]);
          return false;
        }
        navigate(newFragmentUrl(fragmentType, name.trim()));
        return true;
      }}
    >
      <div className={styles.field}>
        <label htmlFor={typeID}>{t("What it replaces")}</label>
        <select id={typeID} value={fragmentType} onChange={(event) => setFragmentType(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t("Name")}
        value={name}
        errors={errors}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
}
