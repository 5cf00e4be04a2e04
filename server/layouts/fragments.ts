import { randomUUID } from "node:crypto";
import { Ajv } from "ajv";
import type { Kysely, Selectable } from "kysely";
import type {
  Fragment,
  FragmentCustomWidget,
  FragmentDetails,
  FragmentPreviewData,
} from "../../schemas/entities/fragment.schema";
import {
  FRAGMENT_WIDGET_SCHEMA_MAX_BYTES,
  type FragmentPatchBody,
  type FragmentPostBody,
} from "../../schemas/api/fragment.schema";
import type { FieldError } from "../../schemas/entities/error.schema";
import { knownFragmentTypes } from "../../schemas/widgets/index";
import { CUSTOM_FRAGMENT_TYPE } from "../../schemas/widgets/fragment-types";
import type { Database } from "../db/types";
import { nowISO, toISO } from "../db/columns";
import { badRequest, HttpError, notFound } from "../http/errors";
import { fragmentAssetUrl, parseCustomWidget } from "./fragment-apply";
import { fragmentViewIndex, type FragmentViewIndex } from "./fragment-views";

/** A stored fragment (its name and type; the code is in its revisions). */
export type FragmentRow = Selectable<Database["fragments"]>;
/** A stored revision. */
export type RevisionRow = Selectable<Database["fragment_revisions"]>;
/** A revision without its code, as lists read it. */
type RevisionMeta = Omit<RevisionRow, "js" | "jsRaw" | "css" | "previewData">;

/** The revision statuses of the API. */
export type RevisionStatus = "draft" | "active" | "past-revision";

const META_COLUMNS = [
  "fragmentRevisionUUID",
  "fragmentUUID",
  "customWidget",
  "status",
  "commitMessage",
  "commitDescription",
  "insertUserID",
  "dateInserted",
] as const;

/** What presenting revisions needs besides the rows: authors, where fragments apply, latest revisions. */
interface PresentContext {
  users: ReadonlyMap<number, { userID: number; name: string; photoUrl: string }>;
  views: FragmentViewIndex;
  /** The latest revision of each fragment: its draft, else its active one. */
  latest: ReadonlyMap<string, string | null>;
}

/** The status of a revision of `fragment`. */
export function statusOf(
  fragment: Pick<FragmentRow, "activeRevisionUUID">,
  revision: RevisionMeta,
): RevisionStatus {
  if (revision.status === "draft") return "draft";
  return revision.fragmentRevisionUUID === fragment.activeRevisionUUID ? "active" : "past-revision";
}

function present(fragment: FragmentRow, revision: RevisionMeta, context: PresentContext): Fragment {
  const views = context.views.get(fragment.fragmentUUID) ?? [];
  return {
    fragmentUUID: fragment.fragmentUUID,
    fragmentRevisionUUID: revision.fragmentRevisionUUID,
    fragmentType: fragment.fragmentType,
    name: fragment.name,
    status: statusOf(fragment, revision),
    isLatest: context.latest.get(fragment.fragmentUUID) === revision.fragmentRevisionUUID,
    revisionInsertUserID: revision.insertUserID,
    revisionInsertUser: context.users.get(revision.insertUserID) ?? null,
    dateRevisionInserted: toISO(revision.dateInserted) ?? "",
    commitMessage: revision.status === "draft" ? "" : revision.commitMessage,
    commitDescription: revision.commitDescription,
    // Only the active revision is what pages show.
    isApplied: views.length > 0 && fragment.activeRevisionUUID !== null,
    url: `/dashboard/fragments/${fragment.fragmentUUID}`,
    jsUrl: fragmentAssetUrl(fragment.fragmentUUID, "js", revision.fragmentRevisionUUID),
    cssUrl: fragmentAssetUrl(fragment.fragmentUUID, "css", revision.fragmentRevisionUUID),
    fragmentViews: views,
    customWidget: parseCustomWidget(revision.customWidget),
    insertUserID: fragment.insertUserID,
    dateInserted: toISO(fragment.dateInserted) ?? "",
    dateUpdated: toISO(fragment.dateUpdated),
  };
}

async function presentContext(
  db: Kysely<Database>,
  revisions: readonly RevisionMeta[],
  latest: ReadonlyMap<string, string | null>,
): Promise<PresentContext> {
  const ids = [...new Set(revisions.map((r) => r.insertUserID))];
  const [users, views] = await Promise.all([
    ids.length === 0
      ? []
      : db.selectFrom("users").select(["userID", "name", "photoUrl"]).where("userID", "in", ids).execute(),
    fragmentViewIndex(db),
  ]);
  return { users: new Map(users.map((u) => [u.userID, u])), views, latest };
}

/** One fragment, or undefined. */
export async function getFragmentRow(
  db: Kysely<Database>,
  fragmentUUID: string,
): Promise<FragmentRow | undefined> {
  return db.selectFrom("fragments").selectAll().where("fragmentUUID", "=", fragmentUUID).executeTakeFirst();
}

/** One revision of a fragment with its code, or undefined. */
export async function getRevisionRow(
  db: Kysely<Database>,
  fragmentUUID: string,
  fragmentRevisionUUID: string,
): Promise<RevisionRow | undefined> {
  return db
    .selectFrom("fragment_revisions")
    .selectAll()
    .where("fragmentUUID", "=", fragmentUUID)
    .where("fragmentRevisionUUID", "=", fragmentRevisionUUID)
    .executeTakeFirst();
}

async function draftRow(db: Kysely<Database>, fragmentUUID: string): Promise<RevisionRow | undefined> {
  return db
    .selectFrom("fragment_revisions")
    .selectAll()
    .where("fragmentUUID", "=", fragmentUUID)
    .where("status", "=", "draft")
    .executeTakeFirst();
}

/** The list filters of `GET /fragments`. */
export interface FragmentListFilter {
  fragmentType?: string;
  status?: RevisionStatus | "latest";
  appliedStatus?: "all" | "applied" | "not-applied";
}

/**
 * One item per fragment (newest first): its latest revision (the draft, else the active one), or its
 * newest revision of the status asked for (fragments with none are left out). Three queries and the
 * layouts' one pass, whatever the number of fragments.
 */
export async function listFragments(db: Kysely<Database>, filter: FragmentListFilter): Promise<Fragment[]> {
  let fragmentQuery = db.selectFrom("fragments").selectAll();
  if (filter.fragmentType) fragmentQuery = fragmentQuery.where("fragmentType", "=", filter.fragmentType);
  const fragments = await fragmentQuery.execute();
  if (fragments.length === 0) return [];
  const status = filter.status ?? "latest";
  let revisionQuery = db
    .selectFrom("fragment_revisions")
    .innerJoin("fragments", "fragments.fragmentUUID", "fragment_revisions.fragmentUUID")
    .select(META_COLUMNS.map((c) => `fragment_revisions.${c}` as const));
  if (filter.fragmentType)
    revisionQuery = revisionQuery.where("fragments.fragmentType", "=", filter.fragmentType);
  if (status !== "past-revision") {
    // Only drafts and active revisions: what "latest", "draft" and "active" choose from.
    revisionQuery = revisionQuery.where((eb) =>
      eb.or([
        eb("fragment_revisions.status", "=", "draft"),
        eb("fragment_revisions.fragmentRevisionUUID", "=", eb.ref("fragments.activeRevisionUUID")),
      ]),
    );
  }
  const revisions = await revisionQuery.execute();
  const byUUID = new Map(fragments.map((f) => [f.fragmentUUID, f]));
  const latest = new Map<string, string | null>(fragments.map((f) => [f.fragmentUUID, f.activeRevisionUUID]));
  for (const r of revisions) if (r.status === "draft") latest.set(r.fragmentUUID, r.fragmentRevisionUUID);
  const chosen = new Map<string, RevisionMeta>();
  for (const revision of revisions) {
    const fragment = byUUID.get(revision.fragmentUUID)!;
    const revisionStatus = statusOf(fragment, revision);
    const fits =
      status === "latest"
        ? latest.get(fragment.fragmentUUID) === revision.fragmentRevisionUUID
        : revisionStatus === status;
    if (!fits) continue;
    const kept = chosen.get(fragment.fragmentUUID);
    if (!kept || newer(revision, kept)) chosen.set(fragment.fragmentUUID, revision);
  }
  const context = await presentContext(db, [...chosen.values()], latest);
  const items = [...chosen.values()]
    .map((revision) => present(byUUID.get(revision.fragmentUUID)!, revision, context))
    .filter((item) =>
      filter.appliedStatus === "applied"
        ? item.isApplied
        : filter.appliedStatus === "not-applied"
          ? !item.isApplied
          : true,
    );
  return items.sort(
    (a, b) =>
      (b.dateUpdated ?? b.dateInserted).localeCompare(a.dateUpdated ?? a.dateInserted) ||
      a.fragmentUUID.localeCompare(b.fragmentUUID),
  );
}

function newer(a: RevisionMeta, b: RevisionMeta): boolean {
  const at = timeOf(a.dateInserted);
  const bt = timeOf(b.dateInserted);
  return at !== bt ? at > bt : a.fragmentRevisionUUID > b.fragmentRevisionUUID;
}

function timeOf(value: string | Date): number {
  return new Date(value).getTime();
}

/** Every revision of a fragment, newest first, without code. */
export async function listRevisions(db: Kysely<Database>, fragment: FragmentRow): Promise<Fragment[]> {
  const revisions = await db
    .selectFrom("fragment_revisions")
    .select(META_COLUMNS)
    .where("fragmentUUID", "=", fragment.fragmentUUID)
    .execute();
  revisions.sort((a, b) => (newer(a, b) ? -1 : newer(b, a) ? 1 : 0));
  const draft = revisions.find((r) => r.status === "draft");
  const latest = new Map([
    [fragment.fragmentUUID, draft?.fragmentRevisionUUID ?? fragment.activeRevisionUUID],
  ]);
  const context = await presentContext(db, revisions, latest);
  return revisions.map((revision) => present(fragment, revision, context));
}

/** A revision with its code: the one named, else the active one or the latest (the default). */
export async function getFragmentDetails(
  db: Kysely<Database>,
  fragment: FragmentRow,
  pick: { fragmentRevisionUUID?: string; status?: "active" | "latest" } = {},
): Promise<FragmentDetails> {
  const draft = await draftRow(db, fragment.fragmentUUID);
  let revision: RevisionRow | undefined;
  if (pick.fragmentRevisionUUID !== undefined) {
    revision = await getRevisionRow(db, fragment.fragmentUUID, pick.fragmentRevisionUUID);
  } else if (pick.status === "active" || !draft) {
    revision = fragment.activeRevisionUUID
      ? await getRevisionRow(db, fragment.fragmentUUID, fragment.activeRevisionUUID)
      : undefined;
  } else {
    revision = draft;
  }
  if (!revision) throw notFound("Fragment revision");
  const latest = new Map([
    [fragment.fragmentUUID, draft?.fragmentRevisionUUID ?? fragment.activeRevisionUUID],
  ]);
  const context = await presentContext(db, [revision], latest);
  return {
    ...present(fragment, revision, context),
    js: revision.js,
    jsRaw: revision.jsRaw,
    css: revision.css,
    previewData: JSON.parse(revision.previewData) as FragmentPreviewData[],
  };
}

/** 400 unless the type is one something can use, and a declared widget type comes with CustomFragment only. */
export function checkFragmentType(
  fragmentType: string,
  customWidget: FragmentCustomWidget | undefined,
): void {
  if (!knownFragmentTypes.includes(fragmentType)) {
    throw badRequest("The fragment type is not known.", [
      {
        field: "fragmentType",
        code: "enum",
        message: `fragmentType must be a known fragment type, like ${knownFragmentTypes.slice(0, 3).join(", ")}.`,
      },
    ]);
  }
  const isCustom = fragmentType === CUSTOM_FRAGMENT_TYPE;
  if (isCustom && !customWidget) {
    throw badRequest("A CustomFragment declares its widget type.", [
      { field: "customWidget", code: "required", message: "customWidget is required for a CustomFragment." },
    ]);
  }
  if (!isCustom && customWidget) {
    throw badRequest("Only a CustomFragment declares a widget type.", [
      { field: "customWidget", code: "invalid", message: "customWidget is only for a CustomFragment." },
    ]);
  }
  if (customWidget) checkWidgetSchema(customWidget.schema);
}

const schemaChecker = new Ajv({ allErrors: true, strict: false, validateFormats: false });

/** 400 unless a declared widget's props schema is an object schema with properties that compiles. */
function checkWidgetSchema(schema: Record<string, unknown>): void {
  const errors: FieldError[] = [];
  const field = "customWidget.schema";
  if (Buffer.byteLength(JSON.stringify(schema), "utf8") > FRAGMENT_WIDGET_SCHEMA_MAX_BYTES) {
    errors.push({ field, code: "maxBytes", message: `${field} must be at most 16 KB.` });
  } else if (schema.type !== "object" || !schema.properties || typeof schema.properties !== "object") {
    errors.push({ field, code: "type", message: `${field} must have type "object" and properties.` });
  } else {
    try {
      const copy: Record<string, unknown> = { ...schema };
      delete copy.$id;
      schemaChecker.compile(copy);
    } catch (error) {
      errors.push({
        field,
        code: "invalid",
        message: `${field} is not a valid JSON Schema: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  if (errors.length) throw badRequest("The widget's props schema is not valid.", errors);
}

/** 400 when a revision about to be committed has no module: pages would import nothing. */
function assertCommittable(js: string): void {
  if (js.trim() === "") {
    throw badRequest("A committed fragment needs its module.", [
      { field: "js", code: "required", message: "js may not be empty in a committed revision." },
    ]);
  }
}

/**
 * The time of a fragment's new revision: now, or one millisecond after its newest revision when that
 * is not earlier, so "newest first" is the order they were made in.
 */
async function nextRevisionTime(db: Kysely<Database>, fragmentUUID: string): Promise<string> {
  const rows = await db
    .selectFrom("fragment_revisions")
    .select("dateInserted")
    .where("fragmentUUID", "=", fragmentUUID)
    .orderBy("dateInserted", "desc")
    .limit(1)
    .execute();
  const now = Date.now();
  const latest = rows[0] ? timeOf(rows[0].dateInserted) : Number.NEGATIVE_INFINITY;
  return new Date(now > latest ? now : latest + 1).toISOString();
}

/** Stores a new fragment with its first revision: a draft, or committed and active with a commitMessage. */
export async function createFragment(
  db: Kysely<Database>,
  body: FragmentPostBody,
  insertUserID: number,
): Promise<FragmentRow> {
  checkFragmentType(body.fragmentType, body.customWidget);
  if (body.commitMessage !== undefined) assertCommittable(body.js);
  const fragmentUUID = randomUUID();
  const fragmentRevisionUUID = randomUUID();
  const committed = body.commitMessage !== undefined;
  const dateInserted = nowISO();
  const fragment = {
    fragmentUUID,
    fragmentType: body.fragmentType,
    name: body.name,
    activeRevisionUUID: committed ? fragmentRevisionUUID : null,
    dateInserted,
    dateUpdated: null,
    insertUserID,
  } satisfies FragmentRow;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("fragments").values(fragment).execute();
    await trx
      .insertInto("fragment_revisions")
      .values({
        fragmentRevisionUUID,
        fragmentUUID,
        js: body.js,
        jsRaw: body.jsRaw ?? "",
        css: body.css ?? "",
        previewData: JSON.stringify(body.previewData ?? []),
        customWidget: body.customWidget ? JSON.stringify(body.customWidget) : null,
        status: committed ? "committed" : "draft",
        commitMessage: body.commitMessage ?? "",
        commitDescription: body.commitDescription ?? "",
        insertUserID,
        dateInserted,
      })
      .execute();
  });
  return fragment;
}

const REVISION_FIELDS = ["js", "jsRaw", "css", "previewData", "customWidget"] as const;

/**
 * Saves changes into the fragment's draft (a new draft copying the latest revision when there is
 * none; a draft keeps its id across saves), and commits it at once with a commitMessage. A change of
 * name alone makes no draft. Answers the revision to show: the draft, the newly active one, or the latest.
 */
export async function saveFragment(
  db: Kysely<Database>,
  fragment: FragmentRow,
  changes: FragmentPatchBody,
  userID: number,
): Promise<{ fragmentRevisionUUID?: string }> {
  const touchesCode = REVISION_FIELDS.some((field) => changes[field] !== undefined);
  if (changes.customWidget !== undefined) checkFragmentType(fragment.fragmentType, changes.customWidget);
  const commit = changes.commitMessage !== undefined;
  if (!touchesCode && !commit) {
    if (changes.name !== undefined) {
      await db
        .updateTable("fragments")
        .set({ name: changes.name })
        .where("fragmentUUID", "=", fragment.fragmentUUID)
        .execute();
    }
    return {};
  }
  const at = await nextRevisionTime(db, fragment.fragmentUUID);
  const existing = await draftRow(db, fragment.fragmentUUID);
  const base =
    existing ??
    (fragment.activeRevisionUUID
      ? await getRevisionRow(db, fragment.fragmentUUID, fragment.activeRevisionUUID)
      : undefined);
  const fields = {
    js: changes.js ?? base?.js ?? "",
    jsRaw: changes.jsRaw ?? base?.jsRaw ?? "",
    css: changes.css ?? base?.css ?? "",
    previewData: changes.previewData ? JSON.stringify(changes.previewData) : (base?.previewData ?? "[]"),
    customWidget: changes.customWidget ? JSON.stringify(changes.customWidget) : (base?.customWidget ?? null),
    insertUserID: userID,
    dateInserted: at,
  };
  if (commit) assertCommittable(fields.js);
  const fragmentRevisionUUID = existing?.fragmentRevisionUUID ?? randomUUID();
  await db.transaction().execute(async (trx) => {
    if (existing) {
      await trx
        .updateTable("fragment_revisions")
        .set(fields)
        .where("fragmentRevisionUUID", "=", fragmentRevisionUUID)
        .execute();
    } else {
      await trx
        .insertInto("fragment_revisions")
        .values({
          ...fields,
          fragmentRevisionUUID,
          fragmentUUID: fragment.fragmentUUID,
          status: "draft",
          commitMessage: "",
          commitDescription: "",
        })
        .execute();
    }
    await trx
      .updateTable("fragments")
      .set({ ...(changes.name !== undefined ? { name: changes.name } : {}), dateUpdated: at })
      .where("fragmentUUID", "=", fragment.fragmentUUID)
      .execute();
    if (commit) {
      await commitInside(trx, fragment.fragmentUUID, fragmentRevisionUUID, {
        commitMessage: changes.commitMessage!,
        commitDescription: changes.commitDescription ?? "",
      });
    }
  });
  return { fragmentRevisionUUID };
}

async function commitInside(
  trx: Kysely<Database>,
  fragmentUUID: string,
  fragmentRevisionUUID: string,
  message: { commitMessage: string; commitDescription: string },
): Promise<void> {
  await trx
    .updateTable("fragment_revisions")
    .set({ status: "committed", ...message })
    .where("fragmentRevisionUUID", "=", fragmentRevisionUUID)
    .execute();
  await trx
    .updateTable("fragments")
    .set({ activeRevisionUUID: fragmentRevisionUUID })
    .where("fragmentUUID", "=", fragmentUUID)
    .execute();
}

/** Commits the fragment's draft: it becomes the active revision, the old active a past one. */
export async function commitRevision(
  db: Kysely<Database>,
  fragment: FragmentRow,
  fragmentRevisionUUID: string,
  message: { commitMessage: string; commitDescription?: string },
): Promise<void> {
  const revision = await getRevisionRow(db, fragment.fragmentUUID, fragmentRevisionUUID);
  if (!revision) throw notFound("Fragment revision");
  if (revision.status !== "draft") {
    throw new HttpError(409, "Only the draft can be committed.", {
      description: "This revision is already committed; roll back to make it active again.",
    });
  }
  assertCommittable(revision.js);
  await db.transaction().execute(async (trx) => {
    await commitInside(trx, fragment.fragmentUUID, fragmentRevisionUUID, {
      commitMessage: message.commitMessage,
      commitDescription: message.commitDescription ?? "",
    });
    await trx
      .updateTable("fragments")
      .set({ dateUpdated: nowISO() })
      .where("fragmentUUID", "=", fragment.fragmentUUID)
      .execute();
  });
}

/** Makes a committed revision the active one again. */
export async function rollbackFragment(
  db: Kysely<Database>,
  fragment: FragmentRow,
  fragmentRevisionUUID: string,
): Promise<void> {
  const revision = await getRevisionRow(db, fragment.fragmentUUID, fragmentRevisionUUID);
  if (!revision) throw notFound("Fragment revision");
  if (revision.status !== "committed") {
    throw new HttpError(409, "A draft cannot be rolled back to.", {
      description: "Commit the draft to make it active.",
    });
  }
  await db
    .updateTable("fragments")
    .set({ activeRevisionUUID: fragmentRevisionUUID, dateUpdated: nowISO() })
    .where("fragmentUUID", "=", fragment.fragmentUUID)
    .execute();
}

/**
 * Removes a fragment and all its revisions. Every place that applied it falls back to the built-in:
 * pages drop an implementation naming a fragment with nothing to load (fragment-apply.ts).
 */
export async function deleteFragment(db: Kysely<Database>, fragmentUUID: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("fragment_revisions").where("fragmentUUID", "=", fragmentUUID).execute();
    await trx.deleteFrom("fragments").where("fragmentUUID", "=", fragmentUUID).execute();
  });
}

/** Removes a draft or a past revision (409 for the active one); a fragment left with none goes too. */
export async function deleteRevision(
  db: Kysely<Database>,
  fragment: FragmentRow,
  fragmentRevisionUUID: string,
): Promise<void> {
  const revision = await getRevisionRow(db, fragment.fragmentUUID, fragmentRevisionUUID);
  if (!revision) throw notFound("Fragment revision");
  if (revision.fragmentRevisionUUID === fragment.activeRevisionUUID) {
    throw new HttpError(409, "The active revision cannot be deleted.", {
      description: "Roll back to another revision first, or delete the fragment.",
    });
  }
  await db
    .deleteFrom("fragment_revisions")
    .where("fragmentRevisionUUID", "=", fragmentRevisionUUID)
    .execute();
  if (fragment.activeRevisionUUID === null) {
    const left = await db
      .selectFrom("fragment_revisions")
      .select("fragmentRevisionUUID")
      .where("fragmentUUID", "=", fragment.fragmentUUID)
      .limit(1)
      .execute();
    if (left.length === 0) await deleteFragment(db, fragment.fragmentUUID);
  }
}

/** Whether a user accepted the custom fragments' developer warning. */
export async function didAcceptDisclosure(db: Kysely<Database>, userID: number): Promise<boolean> {
  const row = await db
    .selectFrom("fragment_disclosures")
    .select("userID")
    .where("userID", "=", userID)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records (or withdraws) a user's acceptance of the developer warning. */
export async function setDisclosure(db: Kysely<Database>, userID: number, didAccept: boolean): Promise<void> {
  if (!didAccept) {
    await db.deleteFrom("fragment_disclosures").where("userID", "=", userID).execute();
    return;
  }
  await db
    .insertInto("fragment_disclosures")
    .values({ userID, dateAccepted: nowISO() })
    .onConflict((oc) => oc.column("userID").doNothing())
    .execute();
}
