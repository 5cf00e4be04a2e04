import { useIsServerRender } from "../../ui/use-browser-value";
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { t, msg } from "../../../runtime/i18n/t";
import { discussionTypes, type DiscussionType } from "../../../schemas/api/discussion-writes.schema";
import { useLeaveGuard } from "../../../runtime/forms/use-leave-guard";
import { Button } from "../../ui/Button";
import { UnsavedChangesDialog } from "../../ui/forms/UnsavedChangesDialog";
import { TextField } from "../../ui/TextField";
import { isEmptyRich2, RichEditor } from "../editor";
import { FormDraftKeeper, FormLeaveDraftDialog, type FormDraftControls, type SaveState } from "../drafts";
import { SaveStatus } from "../../ui/SaveStatus";
import {
  discussionDraftOf,
  isEmptyPostForm,
  postDraftKeyOf,
  valuesOfDiscussionDraft,
} from "./post-form-draft";
import { CategoryPicker } from "./CategoryPicker";
import { TagsPicker } from "./TagsPicker";
import { bodyOf, TITLE_MAX_LENGTH, type PostFormValues } from "./post-form-values";
import { ComposerTabs, type ComposerBody } from "../posts";
import { useSubmitPost, type SubmitMode } from "./use-submit-post";
import * as styles from "./post-form.styles";

/** What the title and body boxes show before anything is typed. */
const TITLE_PLACEHOLDER = msg("What is your discussion about?");
const QUESTION_TITLE_PLACEHOLDER = msg("What is your question?");
const BODY_PLACEHOLDER = msg("Write your post…");

/** The body for the Preview tab, or null while it is empty. */
function previewBodyOf(values: PostFormValues): ComposerBody {
  const isEmpty = values.format === "rich2" ? isEmptyRich2(values.rich) : values.text.trim() === "";
  return isEmpty ? null : { body: bodyOf(values), format: values.format };
}

/** Names of the post types for people. */
const postTypeLabels: Record<DiscussionType, string> = {
  discussion: msg("Discussion"),
  question: msg("Question"),
  idea: msg("Idea"),
};

/** Props of {@link PostFormFields}. */
export interface PostFormFieldsProps {
  initial: PostFormValues;
  mode: SubmitMode;
  /** Tagging is on and, for an edit, the author can still edit (content spec §5). */
  showTags: boolean;
  /** The post type select ("post type where enabled"). */
  showType: boolean;
  /** The types the select offers (a question only while the Q&A addon is on); every type by default. */
  types?: readonly DiscussionType[];
  /** Create only: the draft the form keeps (content spec §4), by page path or draft ID. */
  draft?: { path: string; draftID: number | null };
}

/**
 * The discussion form: Title, Category, Tags, Post Type, Body and the Post Discussion / Save button.
 * Everything typed stays in state, so a failed submit loses nothing.
 */
export function PostFormFields({
  initial,
  mode,
  showTags,
  showType,
  types = discussionTypes,
  draft,
}: PostFormFieldsProps) {
  const [values, setValues] = useState(initial);
  // A restored draft remounts the rich editor and the pickers (their text is their own) with its values.
  const [editorKey, setEditorKey] = useState(0);
  const draftControls = useRef<FormDraftControls | null>(null);
  const { submit, isSubmitting, errors, error } = useSubmitPost(
    mode,
    () => void draftControls.current?.removeAfterPost(),
  );
  const siteName = useSession((s) => configValue(s, "ui.siteName", ""));
  const bodyID = useId();
  const typeID = useId();
  const isEdit = mode.type === "edit";
  // A new question is asked (Q&A addon): its own heading, title prompt and button.
  const isQuestion = !isEdit && values.type === "question";
  const heading = isEdit ? t("Edit Discussion") : isQuestion ? t("Ask a Question") : t("New Discussion");
  const change = (patch: Partial<PostFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const titleRef = useRef<HTMLInputElement>(null);
  // Leaving with unsaved text asks first (shell spec §8): a link in the app, or closing the tab.
  const [leave, setLeave] = useState<(() => void) | null>(null);
  // A new discussion keeps a draft: its save state shows beside the button.
  const [saveState, setSaveState] = useState<SaveState>("none");
  useLeaveGuard(postDraftKeyOf(values) !== postDraftKeyOf(initial) && !isSubmitting, (proceed) =>
    setLeave(() => proceed),
  );
  // The server's form takes typing before its script has run. React hydrates over it without
  // reading it, and its next render would write the state's empty title back: adopt what is there
  // in the commit that hydrates, before any other render.
  useLayoutEffect(() => {
    const typed = titleRef.current?.value;
    if (typed !== undefined && typed !== initial.name) change({ name: typed });
    // Once, on mount: later typing comes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    document.title = siteName ? `${heading} - ${siteName}` : heading;
  }, [heading, siteName]);

  function handleSubmit(event?: FormEvent) {
    event?.preventDefault();
    if (!isSubmitting) void submit(values);
  }

  const bodyErrors = errors.body ?? [];
  const bodyErrorID = `${bodyID}-error`;
  // The button posts through the app: it waits for the page to hydrate (no native submission).
  const hydrating = useIsServerRender();
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={heading}>
      <h1 className={styles.heading}>{heading}</h1>
      {draft && (
        <Suspense fallback={null}>
          <FormDraftKeeper<PostFormValues>
            path={draft.path}
            draftID={draft.draftID}
            values={values}
            initial={initial}
            toDraft={discussionDraftOf}
            fromDraft={valuesOfDiscussionDraft}
            keyOf={postDraftKeyOf}
            isEmpty={isEmptyPostForm}
            controlsRef={draftControls}
            onSaveState={setSaveState}
            onRestore={(next) => {
              setValues(next);
              setEditorKey((key) => key + 1);
            }}
          />
        </Suspense>
      )}
      {error && (
        <div role="alert" className={styles.alert}>
          {error.message}
          {error.description ? ` ${error.description}` : null}
        </div>
      )}
      <TextField
        ref={titleRef}
        label={t("Title")}
        required
        maxLength={TITLE_MAX_LENGTH}
        placeholder={t(isQuestion ? QUESTION_TITLE_PLACEHOLDER : TITLE_PLACEHOLDER)}
        value={values.name}
        onChange={(event) => change({ name: event.target.value })}
        errors={errors.name}
      />
      <CategoryPicker
        key={`category-${editorKey}`}
        value={values.category}
        onChange={(category) => change({ category })}
        errors={errors.category}
      />
      {showTags && (
        <TagsPicker
          key={editorKey}
          value={values.tags}
          onChange={(tags) => change({ tags })}
          errors={errors.tags}
        />
      )}
      {showType && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={typeID}>
            {t("Post Type")}
          </label>
          <select
            id={typeID}
            className={styles.input}
            value={values.type}
            onChange={(event) => change({ type: event.target.value as DiscussionType })}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {t(postTypeLabels[type])}
              </option>
            ))}
          </select>
          {errors.type && <div className={styles.fieldError}>{errors.type.join(" ")}</div>}
        </div>
      )}
      <div className={styles.field}>
        <ComposerTabs bodyOf={() => previewBodyOf(values)}>
          {values.format === "rich2" ? (
            <>
              <span className={styles.label} aria-hidden="true">
                {t("Body")}
              </span>
              <Suspense fallback={<div className={styles.textarea} aria-busy="true" />}>
                <RichEditor
                  key={editorKey}
                  id={bodyID}
                  label={t("Body")}
                  placeholder={t(BODY_PLACEHOLDER)}
                  errorID={bodyErrorID}
                  isInvalid={bodyErrors.length > 0}
                  initialValue={values.rich}
                  onChange={(rich) => change({ rich })}
                  onSubmitShortcut={handleSubmit}
                />
              </Suspense>
            </>
          ) : (
            <>
              <label className={styles.label} htmlFor={bodyID}>
                {t("Body")}
              </label>
              <textarea
                id={bodyID}
                className={styles.textarea}
                required
                placeholder={t(BODY_PLACEHOLDER)}
                aria-invalid={bodyErrors.length > 0 || undefined}
                aria-describedby={bodyErrors.length ? bodyErrorID : undefined}
                value={values.text}
                onChange={(event) => change({ text: event.target.value })}
              />
            </>
          )}
        </ComposerTabs>
        {bodyErrors.length > 0 && (
          <div id={bodyErrorID} className={styles.fieldError}>
            {bodyErrors.join(" ")}
          </div>
        )}
      </div>
      {leave &&
        (draft ? (
          // The text is kept as a draft: the question says so rather than that the work will be lost.
          <Suspense fallback={null}>
            <FormLeaveDraftDialog
              onStay={() => setLeave(null)}
              onLeave={() => {
                setLeave(null);
                leave();
              }}
            />
          </Suspense>
        ) : (
          <UnsavedChangesDialog
            onCancel={() => setLeave(null)}
            onContinue={() => {
              setLeave(null);
              leave();
            }}
          />
        ))}
      <div className={styles.actions}>
        {draft && <SaveStatus state={saveState} />}
        <Button type="submit" buttonType="primary" isLoading={isSubmitting} disabled={hydrating}>
          {isEdit ? t("Save") : isQuestion ? t("Ask Question") : t("Post Discussion")}
        </Button>
      </div>
    </form>
  );
}
