import { apiClient } from "../../../runtime/api/api-client";
import type { DiscussionDraftMeta, DraftInput } from "../drafts";
import { pinLocationOfAnnounce } from "../drafts";
import { isEmptyRich2, rich2FromText } from "../editor";
import type { DiscussionType } from "../../../schemas/api/discussion-writes.schema";
import type { Rich2Document } from "../../../schemas/entities/rich2";
import type { CategoryOption, TagOption } from "./post-form-api";
import { bodyOf, type PostFormValues } from "./post-form-values";

/** Names of the categories and tags a draft names, kept beside the drafts: a draft holds only IDs. */
const LABELS_KEY = "plaza:draft-labels";

type Labels = { categories: Record<string, string>; tags: Record<string, string> };

function readLabels(): Labels {
  try {
    const value = JSON.parse(window.localStorage.getItem(LABELS_KEY) ?? "null") as Labels | null;
    if (value && typeof value.categories === "object" && typeof value.tags === "object") return value;
  } catch {
    // An unreadable entry is the same as none.
  }
  return { categories: {}, tags: {} };
}

function rememberLabels(values: PostFormValues) {
  const labels = readLabels();
  let isChanged = false;
  if (values.category && labels.categories[values.category.categoryID] !== values.category.name) {
    labels.categories[values.category.categoryID] = values.category.name;
    isChanged = true;
  }
  for (const tag of values.tags) {
    if (labels.tags[tag.tagID] !== tag.name) {
      labels.tags[tag.tagID] = tag.name;
      isChanged = true;
    }
  }
  try {
    if (isChanged) window.localStorage.setItem(LABELS_KEY, JSON.stringify(labels));
  } catch {
    // A full storage only costs the names; the draft itself is kept by the drafts feature.
  }
}

/** Legacy discussion fields a draft may start from (content spec §3 "legacy conversion"). */
export interface LegacyDiscussion {
  announce?: unknown;
}

/**
 * The form's values as a discussion draft (content spec §3): title, category, tags, new tag names,
 * pin location (a legacy `announce` converts: 0 none, 1 category, other recent), post type, body.
 */
export function discussionDraftOf(values: PostFormValues, legacy: LegacyDiscussion = {}): DraftInput {
  rememberLabels(values);
  const pinLocation = pinLocationOfAnnounce(legacy.announce ?? 0);
  const categoryID = values.category?.categoryID ?? null;
  const draftMeta: DiscussionDraftMeta = {
    name: values.name,
    categoryID,
    tagIDs: values.tags.filter((tag) => tag.tagID > 0).map((tag) => tag.tagID),
    newTagNames: values.tags.filter((tag) => tag.tagID <= 0).map((tag) => tag.name),
    pinLocation,
    pinned: pinLocation !== "none",
    postTypeID: values.type,
  };
  return {
    recordType: "discussion",
    recordID: null,
    parentRecordType: categoryID === null ? null : "category",
    parentRecordID: categoryID,
    attributes: {
      body: bodyOf(values),
      format: values.format as "rich2",
      name: values.name,
      draftType: "discussion",
      lastSaved: new Date().toISOString(),
      draftMeta,
    },
  };
}

function isDiscussionMeta(meta: unknown): meta is DiscussionDraftMeta {
  return (
    typeof meta === "object" && meta !== null && !("commentPath" in meta) && !("commentParentID" in meta)
  );
}

/** A discussion draft as form values, over `fallback` for what it does not say. */
export async function valuesOfDiscussionDraft(
  draft: DraftInput,
  fallback: PostFormValues,
): Promise<PostFormValues> {
  const meta = isDiscussionMeta(draft.attributes.draftMeta) ? draft.attributes.draftMeta : {};
  const labels = readLabels();
  const categoryID = meta.categoryID ?? draft.parentRecordID ?? null;
  let category: CategoryOption | null = fallback.category;
  if (categoryID !== null && categoryID > 0 && categoryID !== fallback.category?.categoryID) {
    const known = labels.categories[categoryID];
    category = known
      ? { categoryID, name: known }
      : await apiClient
          .get<CategoryOption>(`categories/${categoryID}`)
          .then(({ data }) => ({ categoryID, name: data.name }))
          .catch(() => fallback.category);
  }
  const tags: TagOption[] = (meta.tagIDs ?? []).map((tagID) => ({
    tagID,
    name: labels.tags[tagID] ?? `#${tagID}`,
  }));
  const format = draft.attributes.format ?? "rich2";
  let rich: Rich2Document = rich2FromText("");
  if (format === "rich2") {
    try {
      rich = JSON.parse(draft.attributes.body) as Rich2Document;
    } catch {
      rich = rich2FromText(draft.attributes.body);
    }
  }
  return {
    ...fallback,
    name: meta.name ?? draft.attributes.name ?? "",
    category,
    tags,
    type: (meta.postTypeID as DiscussionType | null | undefined) ?? fallback.type,
    format,
    rich,
    text: format === "rich2" ? "" : draft.attributes.body,
  };
}

/** The fields a discussion draft holds, to tell the member's edits from a restore. */
export function postDraftKeyOf(values: PostFormValues): string {
  return JSON.stringify([
    values.name,
    values.category?.categoryID,
    values.tags.map((tag) => tag.tagID),
    values.type,
    bodyOf(values),
  ]);
}

/** A form with neither title nor body keeps no draft. */
export function isEmptyPostForm(values: PostFormValues): boolean {
  const hasBody = values.format === "rich2" ? !isEmptyRich2(values.rich) : values.text.trim() !== "";
  return values.name.trim() === "" && !hasBody;
}
